import { transformSync } from "esbuild";
import { inlineHash } from "./csp-hash";

/** A script as written into a page: its minified text and the CSP source that allows it. */
export interface InlineScript {
  text: string;
  hash: `sha256-${string}`;
}

const prepared = new Map<string, InlineScript>();

/**
 * A script written into every page, minified and hashed once per build (not once per page):
 * it travels in each page's HTML, so every byte is paid on every page view, and the page's
 * policy must name the hash of exactly these bytes.
 */
export function inlineScript(source: string): InlineScript {
  let script = prepared.get(source);
  if (script === undefined) {
    const text = transformSync(source, {
      minify: true,
      target: "es2020",
      loader: "js",
    }).code.trim();
    script = { text, hash: inlineHash(text) };
    prepared.set(source, script);
  }
  return script;
}
