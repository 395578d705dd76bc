import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeFixture } from "../../../tests/support/content-fixture";
import { loadContent } from "./loading/load-content";
import { withImages } from "./model/with-images";
import { readBody, readModel, SNAPSHOT_VERSION, SnapshotError, writeSnapshot } from "./snapshot";

const fixture = makeFixture();
const root = mkdtempSync(path.join(tmpdir(), "isilti-snapshot-"));
afterAll(() => {
  fixture.cleanup();
  rmSync(root, { recursive: true, force: true });
});

const loaded = loadContent(fixture.options);
const drawing = { kind: "vector", alt: "", width: 1200, height: 750, src: "/img/x.svg" } as const;
const model = withImages(loaded.model, {
  covers: new Map(loaded.model.articles.map((a) => [a.slug, drawing])),
  avatars: new Map(loaded.model.authors.map((a) => [a.slug, drawing])),
});

let count = 0;
/** A snapshot folder whose model.json holds `data` (or nothing when undefined). */
function snapshotOf(data?: unknown): string {
  const dir = path.join(root, `s${count++}`);
  mkdirSync(dir, { recursive: true });
  if (data !== undefined) writeFileSync(path.join(dir, "model.json"), JSON.stringify(data));
  return dir;
}

/** The message must send the reader to npm scripts that exist. */
function expectExistingCommand(message: string) {
  const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<
    string,
    string
  >;
  const named = [...message.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? "");
  expect(named.length, message).toBeGreaterThan(0);
  for (const name of named) expect(Object.keys(scripts), message).toContain(name);
}

function failureOf(dir: string): string {
  try {
    readModel(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(SnapshotError);
    return (error as Error).message;
  }
  throw new Error("readModel accepted a bad snapshot");
}

describe("the content snapshot", () => {
  it("reads back the model and bodies it wrote", () => {
    const dir = path.join(root, "written");
    writeSnapshot(model, loaded.bodies, dir);
    expect(readModel(dir)).toEqual(model);
    const [slug, html] = [...loaded.bodies][0] ?? [];
    expect(readBody(slug ?? "", dir)).toBe(html);
  });

  it("refuses a missing snapshot, naming a command that writes it", () => {
    const message = failureOf(snapshotOf());
    expect(message).toMatch(/does not exist/);
    expectExistingCommand(message);
  });

  it("refuses a snapshot of another version, and an unversioned one", () => {
    const older = failureOf(snapshotOf({ version: SNAPSHOT_VERSION - 1, model }));
    expect(older).toMatch(`format ${SNAPSHOT_VERSION - 1}, expected ${SNAPSHOT_VERSION}`);
    expectExistingCommand(older);
    const bare = failureOf(snapshotOf(model));
    expect(bare).toMatch(/unversioned/);
    expectExistingCommand(bare);
  });

  it("refuses a snapshot of the right version but the wrong shape, naming the field", () => {
    const withoutCover = {
      ...model,
      articles: model.articles.map(({ cover: _cover, ...rest }) => rest),
    };
    const message = failureOf(snapshotOf({ version: SNAPSHOT_VERSION, model: withoutCover }));
    expect(message).toMatch(/malformed at model\.articles\.0\.cover/);
    expectExistingCommand(message);
  });

  it("refuses a file that is not JSON", () => {
    const dir = snapshotOf();
    writeFileSync(path.join(dir, "model.json"), '{"version": 2, "mod');
    const message = failureOf(dir);
    expect(message).toMatch(/cannot be read/);
    expectExistingCommand(message);
  });
});
