import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "@/lib/content/load-content";
import { createQueries } from "@/lib/content/queries";
import { makeFixture, withPlaceholderImages } from "../../../tests/support/content-fixture";
import { canonicalUrl, pageMetadata, SITE_LOCALES, siteMetadata } from "./metadata";

const fixture = makeFixture();
afterAll(() => fixture.cleanup());
const q = createQueries(withPlaceholderImages(loadContent(fixture.options).model), () => "");
const { site } = q;
const article = q.getArticle("ikinci-yazi");
const author = article && q.getAuthor(article.author);
const listing = q.categoryListing("cilt", ["nem"]);
const found = listing?.current ? { category: listing.category, sub: listing.current } : undefined;
if (!article || !author || !found) throw new Error("fixture content missing");

describe("canonicalUrl", () => {
  it("joins the site URL and the path; the home page is the bare origin", () => {
    expect(canonicalUrl(site, "/")).toBe("https://deneme.example.com");
    expect(canonicalUrl(site, "/cilt")).toBe("https://deneme.example.com/cilt");
  });
});

describe("pageMetadata", () => {
  it("gives an article its title, own description, canonical URL and article tags", () => {
    const meta = pageMetadata(site, { kind: "article", article, author });
    expect(meta.title).toBe(article.title);
    expect(meta.description).toBe(article.description);
    expect(meta.alternates?.canonical).toBe(`${site.url}${article.path}`);
    expect(meta.openGraph).toMatchObject({
      type: "article",
      url: `${site.url}${article.path}`,
      locale: "tr_TR",
      alternateLocale: ["en_US", "ru_RU"],
      publishedTime: "2025-03-14T00:00:00Z",
      modifiedTime: "2025-04-01T00:00:00Z",
      authors: [`${site.url}/authors/ilker-ornek`],
      section: "Cilt",
      images: [
        {
          url: "/og/articles/ikinci-yazi.png",
          width: 1200,
          height: 630,
          type: "image/png",
          alt: article.title,
        },
      ],
    });
    expect(meta.twitter).toMatchObject({
      card: "summary_large_image",
      images: [{ url: "/og/articles/ikinci-yazi.png" }],
    });
  });

  it("uses the article date as modified time when it was never updated", () => {
    const first = q.getArticle("birinci-yazi");
    const writer = first && q.getAuthor(first.author);
    if (!first || !writer) throw new Error("fixture content missing");
    const meta = pageMetadata(site, { kind: "article", article: first, author: writer });
    expect(meta.openGraph).toMatchObject({ modifiedTime: first.date, publishedTime: first.date });
  });

  it("names a listing's later page, points the canonical at it and writes its description", () => {
    const meta = pageMetadata(site, { kind: "listing", ...found, page: 2 });
    expect(meta.title).toBe("Nem · Cilt – Sayfa 2");
    expect(meta.alternates?.canonical).toBe(`${site.url}/cilt/nem/sayfa/2`);
    expect(String(meta.description)).toMatch(/^(✨|💄|🌸|💅) Nem yazıları, 2\. sayfa: /u);
    const first = pageMetadata(site, { kind: "listing", ...found });
    expect(first.title).toBe("Nem · Cilt");
    expect(first.description).toBe(found.sub.description);
  });

  it("gives pages without a description of their own an emoji and a generated text", () => {
    for (const page of [{ kind: "authors" }, { kind: "sitemap" }] as const) {
      expect(String(pageMetadata(site, page).description)).toMatch(/^(✨|💄|🌸|💅) \S/u);
    }
    expect(pageMetadata(site, { kind: "author", author }).description).toBe(author.metaDescription);
  });

  it("makes the home title absolute and error pages noindex without a canonical URL", () => {
    expect(pageMetadata(site, { kind: "home" }).title).toEqual({
      absolute: `${site.title}: ${site.tagline}`,
    });
    const error = pageMetadata(site, {
      kind: "error",
      status: 404,
      title: "Sayfa Bulunamadı",
      description: "Aradığınız sayfa yok.",
    });
    expect(error.robots).toEqual({ index: false, follow: true });
    expect(error.alternates?.canonical).toBeUndefined();
    expect(error.openGraph).not.toHaveProperty("url");
  });

  it("links the feed from every page, the layout's defaults included", () => {
    const feed = { "application/rss+xml": [{ url: "/feed.xml", title: `${site.title} RSS` }] };
    expect(siteMetadata(site).alternates?.types).toEqual(feed);
    for (const page of [{ kind: "home" }, { kind: "sitemap" }, { kind: "authors" }] as const)
      expect(pageMetadata(site, page).alternates?.types).toEqual(feed);
  });

  it("names the site's own locale and the other two (tr_TR, en_US, ru_RU)", () => {
    expect([...SITE_LOCALES].sort()).toEqual(["en_US", "ru_RU", "tr_TR"]);
    expect(siteMetadata(site).openGraph).toMatchObject({
      locale: "tr_TR",
      alternateLocale: ["en_US", "ru_RU"],
    });
  });
});
