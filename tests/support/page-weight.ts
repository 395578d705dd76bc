/**
 * What a page costs a reader before they interact, read from the built files: deterministic,
 * so the budgets can be tests (timings and scores live in `npm run bench`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const gz = (bytes: Buffer | string) => gzipSync(bytes).length;

/** docs/performance.md: what a reader's phone runs before it is used, runtime included. */
export const JS_BEFORE_INTERACTION_BUDGET = 12 * 1024;

/** Gzipped size of a file (gzip's default level, as hosts compress). */
export function gzippedSize(file: string): number {
  return gz(readFileSync(file));
}

/** A chunk's static imports (`import"./a.js"`, `from"./a.js"`); `import()` loads later, on need. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)].map((m) => m[1] ?? "");
}

/**
 * The scripts a page loads without interaction: its module scripts and everything they import
 * statically, as site paths. Islands load their code and React through `import()` when they
 * wake (src/astro/islands/wake.ts), so it is not here; the offline page's list, which wakes at
 * once, is measured in the browser (tests/e2e/islands.test.ts).
 */
export function pageChunks(outDir: string, html: string): string[] {
  const found = new Set<string>();
  const visit = (sitePath: string) => {
    if (found.has(sitePath)) return;
    found.add(sitePath);
    const code = readFileSync(path.join(outDir, sitePath), "utf8");
    for (const spec of staticImports(code)) visit(new URL(spec, `http://site${sitePath}`).pathname);
  };
  for (const [, src] of html.matchAll(/<script type="module" src="([^"]+)"/g)) visit(src ?? "");
  return [...found].sort();
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const isData = (attributes: string) => /type="application\/ld\+json"/.test(attributes);

/**
 * What the scripts written into the page itself add to it, gzipped as the page travels: the
 * page's size with them less its size without them (JSON-LD is data, not script).
 */
export function inlineScriptGzip(html: string): number {
  const without = html.replace(INLINE_SCRIPT, (whole, attributes: string) =>
    isData(attributes) ? whole : "",
  );
  return gz(html) - gz(without);
}

/** Font files a page can request at load: its preloads and the faces of its stylesheets. */
export function pageFonts(outDir: string, html: string): string[] {
  const fonts = new Set([...html.matchAll(/href="([^"]+\.woff2)"/g)].map((m) => m[1] ?? ""));
  for (const [, sheet] of html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)) {
    const css = readFileSync(path.join(outDir, sheet ?? ""), "utf8");
    for (const [, url] of css.matchAll(/url\(["']?([^)"']+\.woff2)["']?\)/g)) {
      fonts.add(new URL(url ?? "", `http://site${sheet}`).pathname);
    }
  }
  return [...fonts].sort();
}

export interface PageWeight {
  htmlBytes: number;
  htmlGzip: number;
  /** Scripts loaded before interaction, each gzipped on its own, plus what inline ones add. */
  jsGzip: number;
  chunks: string[];
  fonts: string[];
}

/** The weight of one built page, by its file under `outDir`. */
export function pageWeight(outDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(path.join(outDir, htmlFile), "utf8");
  const chunks = pageChunks(outDir, html);
  const inline = inlineScriptGzip(html);
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gz(html),
    jsGzip: inline + chunks.reduce((sum, chunk) => sum + gzippedSize(path.join(outDir, chunk)), 0),
    chunks,
    fonts: pageFonts(outDir, html),
  };
}
