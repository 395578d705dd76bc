import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The page layer is Astro (docs/architecture.md): Next.js left with the move and must not come back. */
const root = path.resolve(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as Record<
  string,
  Record<string, string> | undefined
>;

describe("the project's dependencies", () => {
  it("include no Next.js", () => {
    for (const field of ["dependencies", "devDependencies", "optionalDependencies"])
      expect(Object.keys(pkg[field] ?? {}), field).not.toContain("next");
  });

  it("no source file imports from next", () => {
    const importsNext = /(?:from\s*|import\s*\(\s*|require\s*\(\s*)["']next(?:\/[^"']*)?["']/;
    const offenders = ["src", "scripts", "tests"].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(?:ts|tsx|mjs|js|astro)$/.test(file))
        .map((file) => path.join(dir, file))
        .filter((file) => importsNext.test(readFileSync(path.join(root, file), "utf8"))),
    );
    expect(offenders).toEqual([]);
  });
});
