import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileHash } from "@/astro/styles/class-names";
import { paths } from "@/lib/paths";
import { builtPagePaths, OUT } from "../support/built-html";
import { FIRST_ROUND_TRIP_BYTES, nginxWireSizes, wireSizes } from "../support/first-round-trip";
import { startNginx } from "../support/nginx";
import { JS_BEFORE_INTERACTION_BUDGET, type PageWeight, pageWeight } from "../support/page-weight";
import { type RunningServer, startServer } from "../support/server";
import { builtModel, samplePaths } from "../support/site";

/**
 * Byte and count budgets of the built site (docs/performance.md). Bytes are read
 * from the exported files and gzipped at the default level, as hosts send them; timings and
 * Lighthouse scores are in `npm run bench`, not here.
 */
const KB = 1024;
const ARTICLE_HTML = 24 * KB;
const LISTING_HTML = 40 * KB;
const FONT_FILES = 2;

const model = builtModel();
const fileOf = (sitePath: string) =>
  sitePath === "/" ? "index.html" : `${sitePath.slice(1)}.html`;
/** The built file a sample path is answered with (the unknown address gets 404.html). */
const builtFileOf = (sitePath: string) =>
  fileOf(sitePath === "/yok-boyle-bir-sayfa" ? "/404" : sitePath);
const weigh = (sitePath: string): PageWeight => pageWeight(OUT, builtFileOf(sitePath));

describe("JavaScript a page loads before the reader interacts", () => {
  const readingPages = samplePaths(model).filter((p) => p !== paths.offline);
  it.each(readingPages)("%s: at most 12 KB gzipped, no React among it", (sitePath) => {
    const { jsGzip, chunks } = weigh(sitePath);
    expect(chunks.length).toBeGreaterThan(0);
    expect(jsGzip, `${(jsGzip / KB).toFixed(1)} KB`).toBeLessThanOrEqual(
      JS_BEFORE_INTERACTION_BUDGET,
    );
    // React DOM is the renderer's chunk: on a reading page it waits for the reader.
    const code = chunks.map((chunk) => readFileSync(path.join(OUT, chunk), "utf8")).join("\n");
    expect(code).not.toContain("react-dom");
    expect(code).not.toMatch(/__SECRET_INTERNALS|__CLIENT_INTERNALS/);
  });
});

// A page past the first round trip arrives a round trip later, and so does everything it asks
// for: the fonts and images the largest paint waits for (docs/performance.md).
describe.each([
  ["the local server (npm start)", () => startServer(), wireSizes],
  [
    "nginx with the shipped configuration",
    () => startNginx(OUT, "hosting/nginx/isilti.conf"),
    nginxWireSizes,
  ],
] as const)("every page's response, as %s sends it", (_name, start, measure) => {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`fits a new connection's first round trip (${FIRST_ROUND_TRIP_BYTES} bytes, status line and headers included)`, async () => {
    const pages = builtPagePaths();
    // Every page the build wrote, not a sample: each article, listing and page of its own.
    expect(pages.length).toBeGreaterThan(model.articles.length + model.authors.length);
    const sizes = await measure(server?.url ?? "", pages);
    expect(sizes.size).toBe(pages.length);
    const over = [...sizes].filter(([, bytes]) => bytes > FIRST_ROUND_TRIP_BYTES);
    expect(over.map(([sitePath, bytes]) => `${sitePath}: ${bytes} bytes`)).toEqual([]);
  });
});

describe("HTML", () => {
  it("of every article is at most 24 KB gzipped", () => {
    const heaviest = model.articles
      .map((a) => ({ path: a.path, bytes: weigh(a.path).htmlGzip }))
      .sort((a, b) => b.bytes - a.bytes)[0];
    expect(heaviest?.bytes, heaviest?.path).toBeLessThanOrEqual(ARTICLE_HTML);
  });

  it("of every listing page, the home page and the sitemap is at most 40 KB gzipped", () => {
    const listings = [
      paths.home,
      paths.authors,
      paths.sitemap,
      ...model.categories.flatMap((c) => [c.path, ...c.children.map((s) => s.path)]),
      ...model.authors.map((a) => a.path),
    ];
    for (const sitePath of listings) {
      expect(weigh(sitePath).htmlGzip, sitePath).toBeLessThanOrEqual(LISTING_HTML);
    }
  });

  // The client build's copy of the islands' CSS modules (src/astro/styles/integration.ts) was
  // 1.1 KB gzipped in every page, and a page past 14.6 KB waits a round trip longer.
  it("repeats no rule of the site's stylesheet in an inline <style>", () => {
    const sheets = readdirSync(path.join(OUT, "_astro")).filter((f) => f.endsWith(".css"));
    expect(sheets).toHaveLength(1);
    const css = readFileSync(path.join(OUT, "_astro", sheets[0] ?? ""), "utf8");
    const classesOf = (text: string) => new Set(text.match(/\.-?[_a-zA-Z][\w-]*/g) ?? []);
    const siteClasses = classesOf(css);
    for (const sitePath of samplePaths(model)) {
      const html = readFileSync(path.join(OUT, builtFileOf(sitePath)), "utf8");
      const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
        .map((m) => m[1])
        .join("");
      const repeated = [...classesOf(inline)].filter((name) => siteClasses.has(name));
      expect(repeated, sitePath).toEqual([]);
    }
  });

  // The other side of the same rule: the client build keeps the CSS modules' class names and
  // drops their rules, which is right only while the stylesheet has every class it names.
  it("has in the site's stylesheet every CSS-module class the browser's code names", () => {
    const dir = path.join(OUT, "_astro");
    const [sheet = ""] = readdirSync(dir).filter((f) => f.endsWith(".css"));
    const css = readFileSync(path.join(dir, sheet), "utf8");
    // A class name ends with its file's hash (src/astro/styles/class-names.ts): every CSS
    // module of the source has one, whether or not the stylesheet kept its rules.
    const fileHashes = readdirSync("src", { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".module.css"))
      .map((file) => fileHash(path.posix.join("src", file.split(path.sep).join("/"))));
    const className = new RegExp(`\\b[a-zA-Z][a-zA-Z0-9]*_(?:${fileHashes.join("|")})\\b`, "g");
    const named = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".js")))
      for (const [name] of readFileSync(path.join(dir, file), "utf8").matchAll(className))
        named.add(name);
    expect(named.size).toBeGreaterThan(10);
    const missing = [...named].filter((name) => !css.includes(`.${name}`));
    expect(missing).toEqual([]);
  });

  it("never carries the search index", () => {
    const index = readFileSync(path.join(OUT, "search-index.json"), "utf8");
    // A stretch of the index's own text (its first entries), as it would appear inlined.
    const sample = index.slice(0, 200);
    for (const file of readdirSync(OUT, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".html")) continue;
      const html = readFileSync(path.join(OUT, file), "utf8");
      expect(html.includes(sample), file).toBe(false);
      expect(html.includes(paths.searchIndex), file).toBe(false);
    }
  });
});

describe("fonts", () => {
  it.each(samplePaths(model))("%s: at most 2 font files can be requested", (sitePath) => {
    const { fonts } = weigh(sitePath);
    expect(fonts.length, fonts.join(", ")).toBeLessThanOrEqual(FONT_FILES);
    expect(fonts.length).toBeGreaterThan(0);
  });
});
