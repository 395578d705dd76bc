/**
 * The limit the site is measured against: each page as built, with every script that runs
 * taken out and nothing else changed. Structured data (`<script type="application/ld+json">`)
 * is a data block the browser never runs: it stays, as it belongs to the page a reader gets.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";

/**
 * The `type` values with which a `<script>` runs (HTML, "prepare the script element"): none,
 * empty, a JavaScript MIME type, or one of the kinds of script the browser processes itself.
 * Any other type makes the element a data block.
 */
const RUNNING_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "application/x-javascript",
  "text/ecmascript",
]);

const runs = (script: Element) =>
  RUNNING_TYPES.has((script.getAttribute("type") ?? "").trim().toLowerCase().split(";")[0] ?? "");

/** A link that fetches a script ahead of its use. */
const fetchesScript = (link: Element) => {
  const rel = (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
  return (
    rel.includes("modulepreload") ||
    (rel.includes("preload") && link.getAttribute("as") === "script")
  );
};

/**
 * `html` without its running scripts and script preloads. The elements are found by an HTML
 * parser and cut out of the text by their source positions, so every other byte stays as built.
 */
export function withoutRunningScripts(html: string): string {
  const dom = new JSDOM(html, { includeNodeLocations: true });
  const { document } = dom.window;
  const cut = [
    ...[...document.querySelectorAll("script")].filter(runs),
    ...[...document.querySelectorAll("link")].filter(fetchesScript),
  ]
    .map((element) => dom.nodeLocation(element))
    .filter((location) => location != null)
    .map((location) => [location.startOffset, location.endOffset] as const)
    .sort((a, b) => b[0] - a[0]);
  let result = html;
  for (const [start, end] of cut) result = result.slice(0, start) + result.slice(end);
  dom.window.close();
  return result;
}

/** A copy of a built site in `target`, every page without its running scripts. */
export function noScriptCopy(outDir: string, target: string): void {
  cpSync(outDir, target, { recursive: true });
  for (const file of readdirSync(target, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const full = path.join(target, file);
    writeFileSync(full, withoutRunningScripts(readFileSync(full, "utf8")));
  }
}
