import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtPage, builtUrls, OUT, resolvesInOut } from "../support/built-html";
import { builtModel } from "../support/site";

/**
 * Addresses never change (they carry the site's search ranking): every address the last
 * Next.js build answered, listed by `npm run urls` into the fixture, is answered by this build.
 */
const RECORDED = readFileSync("tests/fixtures/next-build-urls.txt", "utf8").trim().split("\n");
const site = (await builtModel()).site;

/** The recorded addresses that are pages (no file extension). */
const recordedPages = RECORDED.filter((url) => !/\.[a-z0-9]+$/i.test(url));

describe("the addresses of the last Next.js build", () => {
  it("were recorded in full: pages, listings, feeds, sitemaps, indexes, cards, icons", () => {
    for (const url of [
      "/",
      "/404",
      "/500",
      "/authors",
      "/feed.xml",
      "/sitemap.xml",
      "/robots.txt",
      "/search-index.json",
      "/search-deep.json",
      "/manifest.webmanifest",
      "/sw.js",
      "/og/default.png",
      `/icons/${site.name}-logo-small.png`,
    ]) {
      expect(RECORDED).toContain(url);
    }
    expect(RECORDED.filter((url) => url.startsWith("/articles/")).length).toBeGreaterThan(80);
  });

  it("are each answered by this build", () => {
    const missing = RECORDED.filter((url) => !resolvesInOut(url));
    expect(missing).toEqual([]);
  });

  it("are pages of their own here: each indexable one names itself as canonical", () => {
    const wrong: string[] = [];
    for (const url of recordedPages) {
      const canonical = builtPage(url).querySelector('link[rel="canonical"]')?.getAttribute("href");
      if (canonical && canonical !== (url === "/" ? site.url : `${site.url}${url}`))
        wrong.push(`${url} → ${canonical}`);
    }
    expect(wrong).toEqual([]);
  });

  it("keep their kind: feeds and sitemaps are XML, indexes and the manifest JSON", () => {
    for (const url of ["/feed.xml", "/sitemap.xml"]) {
      expect(readFileSync(path.join(OUT, url), "utf8")).toMatch(/^<\?xml /);
    }
    for (const url of ["/search-index.json", "/search-deep.json", "/manifest.webmanifest"]) {
      expect(() => JSON.parse(readFileSync(path.join(OUT, url), "utf8")), url).not.toThrow();
    }
  });

  it("are all this build answers but for new ones it names", () => {
    const recorded = new Set(RECORDED);
    const added = builtUrls().filter((url) => !recorded.has(url));
    // New addresses are allowed (new articles, new files); they are listed for the reviewer.
    if (added.length > 0)
      console.log(`addresses new since the Next.js build:\n${added.join("\n")}`);
    expect(builtUrls().length).toBeGreaterThanOrEqual(RECORDED.length);
  });
});
