import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";

export const OUT = path.resolve("out");

/** The parsed document of a built page, by site path (`/skin-care` → out/skin-care.html). */
export function builtPage(sitePath: string): Document {
  const file = sitePath === "/" ? "index.html" : `${sitePath.slice(1)}.html`;
  return new JSDOM(readFileSync(path.join(OUT, file), "utf8")).window.document;
}

/** Every HTML page in out/, as [site path, file]. */
export function builtPages(): [sitePath: string, file: string][] {
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
  return pages.sort();
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
