import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { afterAll, describe, expect, it } from "vitest";
import { type ContentModel, loadContent } from "@/lib/content/loading/load-content";
import { createQueries } from "@/lib/content/queries/create-queries";
import type { ArticleSummary } from "@/lib/content/types";
import { makeFixture, withPlaceholderImages } from "../../../tests/support/content-fixture";
import { writeSitemapParts } from "./sitemap-parts";
import { sitemapEntries, sitemapFiles, siteSitemap } from "./sitemap-xml";

const fixture = makeFixture();
const publicDir = mkdtempSync(path.join(tmpdir(), "isilti-sitemap-"));
afterAll(() => {
  fixture.cleanup();
  rmSync(publicDir, { recursive: true, force: true });
});
const model = withPlaceholderImages(loadContent(fixture.options).model);
const q = createQueries(model, () => "");
const origin = model.site.url;

/**
 * The fixture site with `count` articles: its three repeated under new slugs, each filed
 * where its original is (the index is copied bucket by bucket: building it article by article
 * is quadratic when three buckets hold 60,000 ids).
 */
function generatedModel(count: number): ContentModel {
  const copiesOf = new Map<string, string[]>();
  const articles: ArticleSummary[] = Array.from({ length: count }, (_, i) => {
    const base = model.articles[i % model.articles.length] as ArticleSummary;
    const slug = `${base.slug}-${i}`;
    const copies = copiesOf.get(base.id) ?? [];
    copies.push(slug);
    copiesOf.set(base.id, copies);
    return { ...base, id: slug, slug, path: `/articles/${slug}` };
  });
  const index = Object.fromEntries(
    Object.entries(model.index).map(([category, subs]) => [
      category,
      Object.fromEntries(
        Object.entries(subs).map(([sub, buckets]) => [
          sub,
          Object.fromEntries(
            Object.entries(buckets).map(([key, ids]) => [
              key,
              ids.flatMap((id) => copiesOf.get(id) ?? []),
            ]),
          ),
        ]),
      ),
    ]),
  );
  return { ...model, articles, index };
}

const parser = new XMLParser();
/** `<loc>`s by pattern: parsing 50,000 URLs as XML is slow, and the small cases check the XML. */
const quickLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const locs = (xml: string): string[] => {
  const doc = parser.parse(xml);
  return [doc.urlset?.url ?? doc.sitemapindex?.sitemap ?? []].flat().map((u) => u.loc);
};

describe("sitemapEntries", () => {
  it("lists every page type once, articles with their updated date or date", () => {
    const entries = sitemapEntries(q);
    const paths = entries.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of ["/", "/cilt", "/cilt/nem", "/sac/boya", "/authors", "/authors/ayse-deneme"])
      expect(paths).toContain(p);
    for (const p of ["/info/about-us", "/privacy-policy", "/terms", "/sitemap"])
      expect(paths).toContain(p);
    const byPath = new Map(entries.map((e) => [e.path, e.lastmod]));
    expect(byPath.get("/articles/ikinci-yazi")).toBe("2025-04-01T00:00:00Z");
    expect(byPath.get("/articles/birinci-yazi")).toBe("2024-10-09T00:00:00Z");
    // A listing changes when its newest article does.
    expect(byPath.get("/sac/boya")).toBe("2025-06-01T00:00:00Z");
  });

  it("lists every page of a paginated listing", () => {
    const paths = sitemapEntries(q, (listing, items) => (listing === "/cilt" ? items : 1)).map(
      (e) => e.path,
    );
    expect(paths).toContain("/cilt/sayfa/2");
    expect(paths).not.toContain("/cilt/sayfa/3");
    expect(paths).not.toContain("/cilt/nem/sayfa/2");
  });
});

describe("sitemapFiles", () => {
  it("is one urlset while the site has at most 50,000 URLs", () => {
    const files = siteSitemap(q);
    expect(files.parts).toEqual([]);
    expect(locs(files.main)).toEqual(
      sitemapEntries(q).map((e) => origin + (e.path === "/" ? "" : e.path)),
    );
    expect(files.main).toContain("<lastmod>2025-04-01</lastmod>");
  });

  it("splits into an index over parts of at most the limit, keeping every URL once", () => {
    const entries = sitemapEntries(q);
    const files = sitemapFiles(model.site, entries, 4);
    expect(files.parts.map((p) => p.path)).toEqual(
      Array.from({ length: Math.ceil(entries.length / 4) }, (_, i) => `/sitemaps/${i + 1}.xml`),
    );
    expect(locs(files.main)).toEqual(files.parts.map((p) => `${origin}${p.path}`));
    const all = files.parts.flatMap((p) => locs(p.xml));
    for (const part of files.parts) expect(locs(part.xml).length).toBeLessThanOrEqual(4);
    expect(all).toEqual(locs(sitemapFiles(model.site, entries).main));
  });

  // Big inputs on a shared machine: generous timeouts (nothing here measures speed).
  it("becomes an index past 50,000 URLs on a generated 60,000-article site", {
    timeout: 60_000,
  }, () => {
    const big = createQueries(generatedModel(60_000), () => "");
    const entries = sitemapEntries(big);
    expect(entries.length).toBeGreaterThan(50_000);
    const files = sitemapFiles(model.site, entries);
    expect(parser.parse(files.main).sitemapindex).toBeDefined();
    expect(files.parts).toHaveLength(2);
    const [first = [], second = []] = files.parts.map((p) => quickLocs(p.xml));
    expect(first).toHaveLength(50_000);
    expect(first.length + second.length).toBe(entries.length);
    expect(new Set([...first, ...second]).size).toBe(entries.length);
    expect(files.main).toMatch(
      /<sitemap><loc>https:\/\/deneme\.example\.com\/sitemaps\/1\.xml<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod><\/sitemap>/,
    );
  });

  it("escapes URLs", () => {
    const xml = sitemapFiles(model.site, [{ path: "/articles/a&b" }]).main;
    expect(xml).toContain("<loc>https://deneme.example.com/articles/a&amp;b</loc>");
  });
});

describe("writeSitemapParts", () => {
  it("writes the parts of a large site, and removes them when it is small again", {
    timeout: 60_000,
  }, () => {
    expect(writeSitemapParts(generatedModel(60_000), publicDir)).toBe(2);
    const part = path.join(publicDir, "sitemaps", "2.xml");
    expect(quickLocs(readFileSync(part, "utf8")).length).toBeGreaterThan(0);
    mkdirSync(path.join(publicDir, "sitemaps"), { recursive: true });
    writeFileSync(path.join(publicDir, "sitemaps", "9.xml"), "eski");
    expect(writeSitemapParts(model, publicDir)).toBe(0);
    expect(existsSync(path.join(publicDir, "sitemaps"))).toBe(false);
  });
});
