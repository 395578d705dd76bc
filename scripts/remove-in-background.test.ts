import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeInBackground } from "./remove-in-background";

const root = mkdtempSync(path.join(tmpdir(), "remove-in-background-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folderWithFiles(name: string, files = 50): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, "nested"), { recursive: true });
  for (let i = 0; i < files; i++) writeFileSync(path.join(dir, "nested", `${i}.html`), "<p>x</p>");
  return dir;
}

describe("removeInBackground", () => {
  it("moves the folders away at once, then deletes them and the trash", async () => {
    const previous = folderWithFiles("out.previous");
    const server = folderWithFiles("server");
    const trash = path.join(root, ".build-trash");
    const done = removeInBackground([previous, server, path.join(root, "absent")], trash);
    // Before the deletion has finished, the names are free for the build to use again.
    expect(existsSync(previous)).toBe(false);
    expect(existsSync(server)).toBe(false);
    await done;
    expect(existsSync(trash)).toBe(false);
  });

  it("also deletes what an interrupted build left in the trash", async () => {
    const trash = path.join(root, ".build-trash");
    const left = folderWithFiles(path.join(".build-trash", "1-out.previous"));
    const again = folderWithFiles("out.previous");
    await removeInBackground([again], trash);
    expect(existsSync(left)).toBe(false);
    expect(existsSync(again)).toBe(false);
    expect(existsSync(trash)).toBe(false);
  });
});
