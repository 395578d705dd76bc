import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";

/** The built site under test: out/, or the folder SITE_OUT names (a build kept elsewhere). */
export const OUT = path.resolve(process.env.SITE_OUT ?? "out");

const parsed = new Map<string, Document>();

/** A built file parsed once per test file: several checks read the same pages. */
function parse(file: string): Document {
  let doc = parsed.get(file);
  if (!doc) {
    doc = new JSDOM(readFileSync(file, "utf8")).window.document;
    parsed.set(file, doc);
  }
  return doc;
}

/** The HTML file of a site path in a built site (`/skin-care` → {out}/skin-care.html). */
export function builtFile(sitePath: string, out = OUT): string {
  return path.join(out, sitePath === "/" ? "index.html" : `${sitePath.slice(1)}.html`);
}

/** The parsed document of a built page, by site path. */
export function builtPage(sitePath: string, out = OUT): Document {
  return parse(builtFile(sitePath, out));
}

/** The site path of every HTML page of a built site, sorted. */
export function builtPagePaths(out = OUT): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== "_astro") walk(full);
      } else if (name.endsWith(".html")) {
        const rel = path.relative(out, full).replace(/\.html$/, "");
        paths.push(rel === "index" ? "/" : `/${rel}`);
      }
    }
  };
  walk(out);
  return paths.sort();
}

/** The build's scripts, styles and fonts: files pages load, not addresses anyone links to. */
function isFrameworkFile(rel: string): boolean {
  return rel.startsWith("_astro/");
}

/**
 * Every address a built site answers, sorted: pages as readers and search engines link to them
 * (clean, `/skin-care`), every other file by its own path (`/feed.xml`, `/og/….png`).
 */
export function builtUrls(out = OUT): string[] {
  const urls: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      const rel = path.relative(out, full).split(path.sep).join("/");
      if (statSync(full).isDirectory()) walk(full);
      else if (isFrameworkFile(rel)) continue;
      else if (rel === "index.html") urls.push("/");
      else urls.push(`/${rel.replace(/\.html$/, "")}`);
    }
  };
  walk(out);
  return urls.sort();
}

/** Every HTML page in out/, as [site path, parsed document]. */
export function builtPages(): [sitePath: string, doc: Document][] {
  return builtPagePaths().map((sitePath) => [sitePath, builtPage(sitePath)]);
}

/** Whether a site path is served by out/, the way the local server (clean URLs) and hosts resolve it. */
export function resolvesInOut(sitePath: string): boolean {
  const clean = decodeURIComponent(sitePath.split(/[?#]/)[0] ?? "/");
  if (clean === "/") return existsSync(path.join(OUT, "index.html"));
  const target = path.join(OUT, clean);
  return (
    existsSync(`${target}.html`) ||
    (existsSync(target) && statSync(target).isFile()) ||
    existsSync(path.join(target, "index.html"))
  );
}
