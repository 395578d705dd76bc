/**
 * Type-checks the .astro files (routes, layouts, components), which tsc does not read: Astro's
 * own checker (@astrojs/language-server's AstroCheck, what `astro check` runs) on the project
 * in tsconfig.astro.json, printing each error with its file and line. The checker and the Volar
 * packages under it run on TypeScript's JavaScript API, which TypeScript 7 (the project's tsc)
 * no longer ships: in this process `typescript` resolves to TypeScript 6, installed beside 7
 * under the name `typescript-astro-check` (Node's module resolution hooks).
 *   tsx scripts/check-astro.ts [--project tsconfig.json]    (in npm run typecheck)
 */
import { createRequire, registerHooks } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";

const TYPESCRIPT_6 = "typescript-astro-check";
registerHooks({
  resolve: (specifier, context, next) =>
    next(
      specifier === "typescript" || specifier.startsWith("typescript/")
        ? TYPESCRIPT_6 + specifier.slice("typescript".length)
        : specifier,
      context,
    ),
});
const { AstroCheck } = await import("@astrojs/language-server");

const { values } = parseArgs({
  options: { project: { type: "string", default: "tsconfig.astro.json" } },
  strict: true,
});
const tsconfig = path.resolve(values.project);
const typescript = createRequire(import.meta.url).resolve(TYPESCRIPT_6);
const checker = new AstroCheck(path.dirname(tsconfig), typescript, tsconfig);
const astroFiles = checker.linter.getRootFileNames().filter((file) => file.endsWith(".astro"));
const result = await checker.lint({ fileNames: astroFiles });

const where = (file: URL) => path.relative(process.cwd(), file.pathname);
let errors = 0;
for (const file of result.fileResult)
  for (const diagnostic of file.errors) {
    if (diagnostic.severity !== 1) continue; // 1: error; warnings and hints are the editor's
    errors++;
    const { line, character } = diagnostic.range.start;
    console.error(`${where(file.fileUrl)}:${line + 1}:${character + 1}: ${diagnostic.message}`);
  }

const { version } = createRequire(import.meta.url)(TYPESCRIPT_6) as { version: string };
console.log(
  `astro check (TypeScript ${version}): ${astroFiles.length} .astro files, ${errors} errors`,
);
if (astroFiles.length === 0) {
  console.error(`${values.project} names no .astro file`);
  process.exit(1);
}
process.exit(errors > 0 ? 1 : 0);
