import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { internalReaches, scriptReaches } from "./public-interfaces";

const root = path.resolve(import.meta.dirname, "..");

/** The files under `dir` (relative to the project) whose names match `kind`. */
const filesIn = (dir: string, kind: RegExp) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => kind.test(file))
    .map((file) => path.join(dir, file));

/** Every source file of the site and its scripts, relative to the project. */
function sourceFiles(): string[] {
  const code = /\.(?:ts|tsx|mts|mjs|js|astro)$/;
  return [...filesIn("src", code), ...filesIn("scripts", code), "astro.config.ts"];
}

describe("internalReaches", () => {
  it("finds an import from another package's dist/, however it is written", () => {
    for (const line of [
      'import { createServer } from "decap-server/dist/middlewares.js";',
      'const m = await import("astro/dist/core/build/index.js");',
      'const x = require("@scope/pkg/dist/x");',
      'export { a } from "pkg/dist";',
    ])
      expect(internalReaches(line), line).toEqual([expect.stringContaining("/dist")]);
  });

  it("finds a path into node_modules", () => {
    for (const line of [
      'readFileSync("node_modules/lighthouse/package.json", "utf8")',
      'path.resolve("node_modules/.bin/astro")',
      "path.join(dir, `node_modules/@fontsource/figtree/files/x.woff`)",
      'path.join(dir, "node_modules/.bin/tsx")',
    ])
      expect(internalReaches(line), line).toEqual([expect.stringContaining("node_modules")]);
  });

  it("lets our own dist-named files, package exports and prose through", () => {
    for (const line of [
      'import { x } from "./dist/x";',
      'import { y } from "@/lib/distance";',
      'require.resolve("@fontsource/figtree/files/figtree-latin-600-normal.woff")',
      "// the files are hard-linked, node_modules included, so the copy builds offline",
      'import { AxeBuilder } from "@axe-core/playwright";',
    ])
      expect(internalReaches(line), line).toEqual([]);
  });
});

describe("src/, scripts/ and astro.config.ts", () => {
  it("reach no package's dist/ and no path into node_modules", () => {
    const found = sourceFiles()
      .filter((file) => !file.endsWith("public-interfaces.test.ts")) // its examples above
      .flatMap((file) =>
        internalReaches(readFileSync(path.join(root, file), "utf8")).map(
          (reach) => `${file}: ${reach}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it("hold no shell or Python script that reads a package by its path in node_modules", () => {
    expect(scriptReaches('F=node_modules/@fontsource-variable\n"$F/figtree/x.woff2"')).toEqual([
      "F=node_modules/@fontsource-variable",
    ]);
    const found = [
      ...filesIn("src", /\.(?:sh|py)$/),
      ...filesIn("scripts", /\.(?:sh|py)$/),
    ].flatMap((file) =>
      scriptReaches(readFileSync(path.join(root, file), "utf8")).map((line) => `${file}: ${line}`),
    );
    expect(found).toEqual([]);
  });
});
