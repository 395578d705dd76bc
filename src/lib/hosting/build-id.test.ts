import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildIdOf, codeBuildId, sourceFiles } from "./build-id";

describe("buildIdOf", () => {
  const a = { path: "src/a.ts", bytes: "export const a = 1;" };
  const lock = { path: "package-lock.json", bytes: "{}" };
  const inputs = [a, lock];

  it("is the same for the same inputs in any order", () => {
    expect(buildIdOf(inputs)).toBe(buildIdOf([...inputs].reverse()));
    expect(buildIdOf(inputs)).toMatch(/^[0-9a-f]{20}$/);
  });

  it("changes with a file's bytes, a file's name, a new file or the salt", () => {
    const id = buildIdOf(inputs);
    expect(buildIdOf([{ ...a, bytes: "export const a = 2;" }, lock])).not.toBe(id);
    expect(buildIdOf([{ ...a, path: "src/b.ts" }, lock])).not.toBe(id);
    expect(buildIdOf([...inputs, { path: "src/c.ts", bytes: "" }])).not.toBe(id);
    expect(buildIdOf(inputs, "new-code")).not.toBe(id);
  });

  it("never contains 'ad' (Next rejects such IDs, ad blockers hide them)", () => {
    for (let i = 0; i < 300; i++)
      expect(buildIdOf([{ path: `f${i}`, bytes: String(i) }])).not.toMatch(/ad/i);
  });
});

describe("codeBuildId of a project copy (no git)", () => {
  const root = mkdtempSync(path.join(tmpdir(), "isilti-buildid-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  cpSync(path.resolve("src/lib/hosting"), path.join(root, "src/lib/hosting"), { recursive: true });
  writeFileSync(path.join(root, "package-lock.json"), "{}");
  writeFileSync(path.join(root, "astro.config.ts"), "export default {};");

  it("reads the source files under src/, but not tests", () => {
    const files = sourceFiles(root);
    expect(files).toContain("src/lib/hosting/build-id.ts");
    expect(files.some((f) => f.endsWith(".test.ts"))).toBe(false);
  });

  it("ignores content and tests, follows code, dependencies and the salt", () => {
    const id = codeBuildId(root, "");
    writeFileSync(path.join(root, "src/lib/hosting/extra.test.ts"), "// a test only");
    writeFileSync(path.join(root, "content.md"), "an article");
    expect(codeBuildId(root, "")).toBe(id);
    expect(codeBuildId(root, "x")).not.toBe(id);
    writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion":3}');
    const afterLock = codeBuildId(root, "");
    expect(afterLock).not.toBe(id);
    writeFileSync(path.join(root, "src/lib/hosting/new-module.ts"), "export {};");
    expect(codeBuildId(root, "")).not.toBe(afterLock);
  });
});
