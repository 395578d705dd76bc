/**
 * What a page costs a reader before they interact, read from the exported files: deterministic,
 * so the budgets can be tests (timings and scores live in `npm run bench`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const gz = (bytes: Buffer | string) => gzipSync(bytes).length;

/** Gzipped size of a file (gzip's default level, as hosts compress). */
export function gzippedSize(file: string): number {
  return gz(readFileSync(file));
}

/**
 * The framework and app chunks a page loads without interaction: its deferred script tags and
 * the chunks its payload names for hydration (`payload`: the page's payload file's text, when
 * the page fetches it instead of carrying it inline). The legacy-browser polyfill (`noModule`)
 * is left out: modern browsers never fetch it. Chunks loaded later by `import()` on first
 * need are not named here, so they do not count.
 */
export function pageChunks(html: string, payload = ""): string[] {
  const noModule = new Set(
    [...html.matchAll(/<script src="([^"]+)" noModule=""/g)].map((m) => m[1] ?? ""),
  );
  const chunks = new Set(
    [...`${html}\n${payload}`.matchAll(/\/_next\/static\/chunks\/[\w.~-]+\.js/g)].map((m) => m[0]),
  );
  return [...chunks].filter((chunk) => !noModule.has(chunk)).sort();
}

/** Font files a page can request at load: its preloads and the faces of its stylesheets. */
export function pageFonts(outDir: string, html: string): string[] {
  const fonts = new Set([...html.matchAll(/href="([^"]+\.woff2)"/g)].map((m) => m[1] ?? ""));
  for (const [, sheet] of html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)) {
    const css = readFileSync(path.join(outDir, sheet ?? ""), "utf8");
    for (const [, url] of css.matchAll(/url\(([^)]+\.woff2)\)/g)) {
      fonts.add(new URL(url ?? "", `http://site${sheet}`).pathname);
    }
  }
  return [...fonts].sort();
}

export interface PageWeight {
  htmlBytes: number;
  htmlGzip: number;
  /** The payload the page fetches before it becomes interactive (0 when it is inline). */
  payloadGzip: number;
  jsGzip: number;
  chunks: string[];
  fonts: string[];
}

/** The weight of one exported page, by its file under `outDir`. */
export function pageWeight(outDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(path.join(outDir, htmlFile), "utf8");
  const payloadUrl = /data-payload="([^"]+)"/.exec(html)?.[1];
  const payload = payloadUrl ? readFileSync(path.join(outDir, payloadUrl), "utf8") : "";
  const chunks = pageChunks(html, payload);
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gz(html),
    payloadGzip: payload ? gz(payload) : 0,
    jsGzip: chunks.reduce((sum, chunk) => sum + gzippedSize(path.join(outDir, chunk)), 0),
    chunks,
    fonts: pageFonts(outDir, html),
  };
}
