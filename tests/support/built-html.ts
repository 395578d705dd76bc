import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";

export const OUT = path.resolve("out");

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

/** The parsed document of a built page, by site path (`/skin-care` → out/skin-care.html). */
export function builtPage(sitePath: string): Document {
  return parse(path.join(OUT, sitePath === "/" ? "index.html" : `${sitePath.slice(1)}.html`));
}

/** Every HTML page in out/, as [site path, parsed document]. */
export function builtPages(): [sitePath: string, doc: Document][] {
  const pages: [string, string][] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== "_next") walk(full);
      } else if (name.endsWith(".html")) {
        const rel = path.relative(OUT, full).replace(/\.html$/, "");
        pages.push([rel === "index" ? "/" : `/${rel}`, full]);
      }
    }
  };
  walk(OUT);
  return pages.sort().map(([sitePath, file]) => [sitePath, parse(file)]);
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
