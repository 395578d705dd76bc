/**
 * Links of the served build: a linkinator crawl from the home page (every link, image,
 * stylesheet, font, icon and structured-data address resolves), then what linkinator cannot
 * see (the manifest's icons, the data files, each page's payload and deferred chunks), then the
 * shape of the site: every page at most 3 clicks from the home page, no orphan page in out/.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { LinkChecker, type LinkResult, LinkState } from "linkinator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "@/lib/paths";
import { builtFile, builtPagePaths, OUT } from "../support/built-html";
import { type RunningServer, startServer } from "../support/server";
import { builtModel } from "../support/site";

const model = await builtModel();
const MAX_CLICKS = 3;
/**
 * Pages no link leads to, by design: the host's not-found and error pages (served for missing
 * paths), the framework's copy of the not-found page, and the offline page (the service worker
 * shows it when the network is gone).
 */
const ORPHANS_BY_DESIGN: string[] = [paths.notFoundPage, paths.serverError, paths.offline];

let server: RunningServer;
let links: LinkResult[] = [];
beforeAll(async () => {
  server = await startServer();
  const checker = new LinkChecker();
  const site = new URL(model.site.url);
  const result = await checker.check({
    path: `${server.url}/`,
    recurse: true,
    concurrency: 8,
    checkCss: true,
    // Absolute addresses of the site (canonical, Open Graph, structured data) are checked here.
    urlRewriteExpressions: [
      { pattern: new RegExp(`^${site.origin.replace(/\./g, "\\.")}`), replacement: server.url },
    ],
    // Other hosts (social profiles, sources) are out of reach: this machine has no network.
    linksToSkip: async (link) => !link.startsWith(server.url) && !link.startsWith(site.origin),
  });
  links = result.links;
}, 300_000);
afterAll(() => server?.close());

const local = (url: string) => (url.startsWith(server.url) ? new URL(url).pathname : null);

/** The site paths a page's anchors lead to. */
function anchorsOf(sitePath: string): string[] {
  const html = readFileSync(builtFile(sitePath), "utf8");
  return [...html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)/g)].map(([, href]) =>
    decodeURI(href ?? "/"),
  );
}

describe("the linkinator crawl from /", () => {
  it("finds no broken link, image, stylesheet, font or icon", () => {
    const broken = links
      .filter((l) => l.state === LinkState.BROKEN)
      .map((l) => `${l.status} ${l.url} (on ${l.parent})`);
    expect(broken).toEqual([]);
    const checked = links.filter((l) => l.state === LinkState.OK).map((l) => local(l.url) ?? "");
    expect(checked.length).toBeGreaterThan(builtPagePaths().length * 2);
    // The kinds of files the crawl must have reached, or it checked too little.
    for (const kind of [/\.woff2$/, /\.css$/, /^\/img\//, /^\/icons\//, /^\/og\//, /^\/articles\//])
      expect(
        checked.some((p) => kind.test(p)),
        String(kind),
      ).toBe(true);
  });

  it("reaches every page of out/ but the orphans by design", () => {
    const reached = new Set(
      links.filter((l) => l.state === LinkState.OK).flatMap((l) => local(l.url) ?? []),
    );
    const orphans = builtPagePaths().filter(
      (p) => !reached.has(p) && !reached.has(encodeURI(p)) && !ORPHANS_BY_DESIGN.includes(p),
    );
    expect(orphans).toEqual([]);
    for (const page of ORPHANS_BY_DESIGN)
      expect(builtPagePaths(), `${page} is built`).toContain(page);
  });
});

describe("what the crawl cannot see", () => {
  const get = async (sitePath: string) => {
    const response = await fetch(server.url + sitePath);
    return { status: response.status, type: response.headers.get("content-type") ?? "" };
  };

  it("the manifest's icons, the data files and the feeds resolve", async () => {
    const manifest = JSON.parse(readFileSync(path.join(OUT, "manifest.webmanifest"), "utf8")) as {
      icons: { src: string }[];
    };
    expect(manifest.icons.length).toBeGreaterThan(0);
    const files = [
      ...manifest.icons.map((icon) => icon.src),
      paths.searchIndex,
      paths.searchDeepIndex,
      paths.sitemapXml,
      paths.feed,
      paths.robots,
      paths.serviceWorker,
    ];
    for (const file of files) expect((await get(file)).status, file).toBe(200);
  });

  it("every page's scripts, and all the code they import, resolve", async () => {
    const wanted = new Set<string>();
    for (const page of builtPagePaths()) {
      const html = readFileSync(builtFile(page), "utf8");
      for (const [, src] of html.matchAll(/\bsrc="(\/_astro\/[^"]+\.js)"/g))
        if (src) wanted.add(src);
    }
    // The islands' code is imported by the page script on first use (src/astro/islands), so the
    // scripts' own imports, static and dynamic, are followed to the end.
    const failing: string[] = [];
    const queue = [...wanted];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const response = await fetch(server.url + file);
      if (response.status !== 200) {
        failing.push(`${response.status} ${file}`);
        continue;
      }
      for (const [, specifier] of (await response.text()).matchAll(
        /["'`](\.\/[^"'`]+\.js)["'`]/g,
      )) {
        const imported = new URL(specifier ?? "", server.url + file).pathname;
        if (!wanted.has(imported)) {
          wanted.add(imported);
          queue.push(imported);
        }
      }
    }
    expect(failing).toEqual([]);
    // The router, the page script, React and each island's code at least.
    for (const island of ["search-box", "copy-button", "save-for-offline", "offline-articles"])
      expect(
        [...wanted].some((file) => file.startsWith(`/_astro/${island}.`)),
        island,
      ).toBe(true);
    expect(wanted.size).toBeGreaterThan(8);
  });
});

describe("the shape of the site", () => {
  it(`puts every page within ${MAX_CLICKS} clicks of the home page`, () => {
    const built = new Set(builtPagePaths());
    const depth = new Map<string, number>([[paths.home, 0]]);
    let frontier: string[] = [paths.home];
    while (frontier.length > 0) {
      const next: string[] = [];
      for (const page of frontier) {
        for (const target of anchorsOf(page)) {
          if (depth.has(target) || !built.has(target)) continue;
          depth.set(target, (depth.get(page) ?? 0) + 1);
          next.push(target);
        }
      }
      frontier = next;
    }
    const far = [...built]
      .filter((p) => !ORPHANS_BY_DESIGN.includes(p))
      .filter((p) => (depth.get(p) ?? Number.POSITIVE_INFINITY) > MAX_CLICKS)
      .map((p) => `${p}: ${depth.get(p) ?? "unreachable"}`);
    expect(far).toEqual([]);
    expect(Math.max(...depth.values())).toBeGreaterThanOrEqual(2);
  });
});
