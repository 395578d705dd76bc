import { describe, expect, it } from "vitest";
import { fixtureQueries } from "../../../tests/support/content-fixture";
import { type HeadMeta, type PageHead, pageHead } from "./head";
import { canonicalUrl, SITE_LOCALES } from "./urls";

const q = fixtureQueries().queries;
const { site } = q;
const article = q.getArticle("ikinci-yazi");
const author = article && q.getAuthor(article.author);
const listing = q.categoryListing("cilt", ["nem"]);
const found = listing?.current ? { category: listing.category, sub: listing.current } : undefined;
if (!article || !author || !found) throw new Error("fixture content missing");

/** Every value of a meta tag, by its name or property. */
const metaOf = (head: PageHead, key: string) =>
  head.meta
    .filter((m: HeadMeta) => ("property" in m ? m.property : m.name) === key)
    .map((m) => m.content);
const linkOf = (head: PageHead, rel: string) =>
  head.links.filter((l) => l.rel === rel).map((l) => l.href);

describe("canonicalUrl", () => {
  it("joins the site URL and the path; the home page is the bare origin", () => {
    expect(canonicalUrl(site, "/")).toBe("https://deneme.example.com");
    expect(canonicalUrl(site, "/cilt")).toBe("https://deneme.example.com/cilt");
  });
});

describe("pageHead", () => {
  it("gives an article its title, own description, canonical URL and article tags", () => {
    const head = pageHead(site, { kind: "article", article, author });
    const url = `${site.url}${article.path}`;
    expect(head.title).toBe(`${article.title} | ${site.title}`);
    expect(head.path).toBe(article.path);
    expect(metaOf(head, "description")).toEqual([article.description]);
    expect(linkOf(head, "canonical")).toEqual([url]);
    expect(metaOf(head, "og:type")).toEqual(["article"]);
    expect(metaOf(head, "og:url")).toEqual([url]);
    expect(metaOf(head, "og:locale")).toEqual(["tr_TR"]);
    expect(metaOf(head, "og:locale:alternate")).toEqual(["en_US", "ru_RU"]);
    expect(metaOf(head, "article:published_time")).toEqual(["2025-03-14T00:00:00Z"]);
    expect(metaOf(head, "article:modified_time")).toEqual(["2025-04-01T00:00:00Z"]);
    expect(metaOf(head, "article:author")).toEqual([`${site.url}/authors/ilker-ornek`]);
    expect(metaOf(head, "article:section")).toEqual(["Cilt"]);
    const card = `${site.url}/og/articles/ikinci-yazi.png`;
    expect(metaOf(head, "og:image")).toEqual([card]);
    expect(metaOf(head, "og:image:width")).toEqual(["1200"]);
    expect(metaOf(head, "og:image:height")).toEqual(["630"]);
    expect(metaOf(head, "og:image:alt")).toEqual([article.title]);
    expect(metaOf(head, "twitter:card")).toEqual(["summary_large_image"]);
    expect(metaOf(head, "twitter:image")).toEqual([card]);
  });

  it("uses the article date as modified time when it was never updated", () => {
    const first = q.getArticle("birinci-yazi");
    const writer = first && q.getAuthor(first.author);
    if (!first || !writer) throw new Error("fixture content missing");
    const head = pageHead(site, { kind: "article", article: first, author: writer });
    expect(metaOf(head, "article:modified_time")).toEqual(metaOf(head, "article:published_time"));
  });

  it("names a listing's later page, points the canonical at it and writes its description", () => {
    const head = pageHead(site, { kind: "listing", ...found, page: 2 });
    expect(head.title).toBe(`Nem · Cilt – Sayfa 2 | ${site.title}`);
    expect(linkOf(head, "canonical")).toEqual([`${site.url}/cilt/nem/sayfa/2`]);
    expect(metaOf(head, "description")[0]).toMatch(/^(✨|💄|🌸|💅) Nem yazıları, 2\. sayfa: /u);
    const first = pageHead(site, { kind: "listing", ...found });
    expect(first.title).toBe(`Nem · Cilt | ${site.title}`);
    expect(metaOf(first, "description")).toEqual([found.sub.description]);
  });

  it("gives pages without a description of their own an emoji and a generated text", () => {
    for (const page of [{ kind: "authors" }, { kind: "sitemap" }] as const)
      expect(metaOf(pageHead(site, page), "description")[0]).toMatch(/^(✨|💄|🌸|💅) \S/u);
    expect(metaOf(pageHead(site, { kind: "author", author }), "description")).toEqual([
      author.metaDescription,
    ]);
  });

  it("keeps the home title as it is and makes error pages noindex without a canonical URL", () => {
    expect(pageHead(site, { kind: "home" }).title).toBe(`${site.title}: ${site.tagline}`);
    const error = pageHead(site, {
      kind: "error",
      status: 404,
      title: "Sayfa Bulunamadı",
      description: "Aradığınız sayfa yok.",
    });
    expect(metaOf(error, "robots")).toEqual(["noindex, follow"]);
    expect(linkOf(error, "canonical")).toEqual([]);
    expect(metaOf(error, "og:url")).toEqual([]);
    expect(error.path).toBe("/404");
  });

  it("links the feed, the manifest and the icons from every page", () => {
    for (const page of [{ kind: "home" }, { kind: "sitemap" }, { kind: "authors" }] as const) {
      const head = pageHead(site, page);
      expect(head.links).toContainEqual({
        rel: "alternate",
        type: "application/rss+xml",
        href: `${site.url}/feed.xml`,
        title: `${site.title} RSS`,
      });
      expect(linkOf(head, "manifest")).toEqual(["/manifest.webmanifest"]);
      expect(linkOf(head, "icon")).toHaveLength(2);
      expect(linkOf(head, "apple-touch-icon")).toHaveLength(1);
      expect(metaOf(head, "theme-color")).toHaveLength(2);
    }
  });

  it("names the site's own locale and the other two (tr_TR, en_US, ru_RU)", () => {
    expect([...SITE_LOCALES].sort()).toEqual(["en_US", "ru_RU", "tr_TR"]);
  });
});
