import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pruneBodyFiles, readBodyFile, writeBodyFiles } from "./body-files";

const fresh = () => mkdtempSync(path.join(tmpdir(), "isilti-bodies-"));

describe("article bodies as files", () => {
  it("names each body by its content and reads it back", () => {
    const dir = fresh();
    const files = writeBodyFiles(
      new Map([
        ["bir", "<p>Bir</p>"],
        ["iki", "<p>İki</p>"],
        ["kopya", "<p>Bir</p>"],
      ]),
      dir,
    );
    expect(files.get("bir")).toMatch(/^[0-9a-f]{64}\.html$/);
    expect(files.get("kopya")).toBe(files.get("bir"));
    expect(readBodyFile(files.get("iki") ?? "", dir)).toBe("<p>İki</p>");
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it("gives a changed body a new file, and keeps the old one until it is pruned", () => {
    const dir = fresh();
    const before = writeBodyFiles(new Map([["bir", "<p>Eski</p>"]]), dir).get("bir") ?? "";
    const after = writeBodyFiles(new Map([["bir", "<p>Yeni</p>"]]), dir).get("bir") ?? "";
    expect(after).not.toBe(before);
    expect(readBodyFile(before, dir)).toBe("<p>Eski</p>");
    writeFileSync(path.join(dir, `${after}.tmp`), "<p>Yar");
    expect(pruneBodyFiles([after], dir)).toBe(2);
    expect(existsSync(path.join(dir, before))).toBe(false);
    expect(readBodyFile(after, dir)).toBe("<p>Yeni</p>");
  });
});
