import { transformSync } from "esbuild";

const minified = new Map<string, string>();

/**
 * A script written into every page, minified once per build: it travels in each page's HTML,
 * so every byte is paid on every page view. Its CSP hash is computed from this text.
 */
export function minifiedScript(source: string): string {
  let text = minified.get(source);
  if (text === undefined) {
    text = transformSync(source, { minify: true, target: "es2020", loader: "js" }).code.trim();
    minified.set(source, text);
  }
  return text;
}
