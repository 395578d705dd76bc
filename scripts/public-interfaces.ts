/**
 * What a source file reaches inside another package instead of through its public interface:
 * an import from the package's build folder (`pkg/dist/...`, not in its `exports`, free to
 * change in any release) or a path into node_modules (which packages a folder holds, and where,
 * is npm's business: a package's files are reached through its `exports`, its bin through npm).
 * scripts/public-interfaces.test.ts runs it over src/, scripts/ and astro.config.ts.
 */

/** A module specifier as `from`, `import()`, `require()` and the resolvers take it. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire(?:\.resolve)?\s*\(\s*|\bimport\.meta\.resolve\s*\(\s*)["'`]([^"'`\n]+)["'`]/g;

/** A package's name, scoped or not, then a `dist` folder of it. */
const PACKAGE_DIST = /^(?:@[\w.-]+\/)?[\w.-]+\/(?:.+\/)?dist(?:\/|$)/;

/** A string literal with a path through node_modules in it. */
const NODE_MODULES_PATH = /(["'`])[^"'`\n]*node_modules[\\/][^"'`\n]*\1/g;

/**
 * package-lock.json names each installed package by the folder npm put it in:
 * code that reads the lock writes that key, and reads no folder with it.
 */
const LOCK_KEY = /^(["'`])node_modules\/\$\{\w+\}\1$/;

/** Each line of a shell or Python script that names a path through node_modules. */
export function scriptReaches(source: string): string[] {
  return source
    .split("\n")
    .filter((line) => /node_modules[\\/]/.test(line))
    .map((line) => line.trim());
}

/** Each reach inside a package in `source` (TypeScript, JavaScript, Astro), as written there. */
export function internalReaches(source: string): string[] {
  const dist = [...source.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? "")
    .filter((specifier) => !/^(?:\.|\/|@\/)/.test(specifier) && PACKAGE_DIST.test(specifier));
  const paths = [...source.matchAll(NODE_MODULES_PATH)]
    .map((match) => match[0])
    .filter((literal) => !LOCK_KEY.test(literal));
  return [...dist, ...paths];
}
