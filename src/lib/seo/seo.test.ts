import { describe, expect, it } from "vitest";
import type { ArticleSummary, Author, Site } from "@/lib/content/types";
import { articleJsonLd, breadcrumbJsonLd, serializeJsonLd } from "./json-ld";
import { canonicalUrl, pageMetadata } from "./metadata";
import { sitemapXml } from "./sitemap-xml";

const site = {
  title: "Işıltı",
  url: "https://isilti.com.tr",
  locale: "tr_TR",
  logo: { src: "/icons/isilti-logo-small.png", width: 72, height: 72 },
} as Site;

const article = {
  slug: "x",
  path: "/articles/x",
  title: "Başlık </script><script>alert(1)</script>",
  description: "Açıklama",
  date: "2025-01-01T00:00:00Z",
  updated: null,
  cover: null,
} as unknown as ArticleSummary;
const author = { name: "Ayşe", path: "/authors/ayse" } as Author;

describe("canonicalUrl", () => {
  it("joins the site URL and the path; the home page is the bare origin", () => {
    expect(canonicalUrl(site, "/")).toBe("https://isilti.com.tr");
    expect(canonicalUrl(site, "/skin-care")).toBe("https://isilti.com.tr/skin-care");
  });
});

describe("pageMetadata", () => {
  it("sets the title, description, canonical URL and Open Graph fields", () => {
    const meta = pageMetadata(site, {
      title: "Cilt Bakımı",
      description: "Açıklama metni",
      path: "/skin-care",
    });
    expect(meta.title).toBe("Cilt Bakımı");
    expect(meta.alternates?.canonical).toBe("https://isilti.com.tr/skin-care");
    expect(meta.openGraph).toMatchObject({
      url: "https://isilti.com.tr/skin-care",
      locale: "tr_TR",
      siteName: "Işıltı",
    });
    expect(meta.robots).toBeUndefined();
  });

  it("previews a photo cover, and the logo instead of a drawn (SVG) cover", () => {
    const base = { title: "x", description: "d", path: "/articles/x" };
    const photo = {
      kind: "raster",
      alt: "Krem",
      width: 1200,
      height: 750,
      src: "/img/a-1200.webp",
      avifSrcSet: "",
      webpSrcSet: "",
    } as const;
    const withPhoto = pageMetadata(site, { ...base, image: photo });
    expect(withPhoto.openGraph?.images).toEqual([
      { url: photo.src, width: 1200, height: 750, alt: "Krem" },
    ]);
    const drawing = {
      kind: "vector",
      alt: "",
      width: 1200,
      height: 750,
      src: "/img/b.svg",
    } as const;
    const withDrawing = pageMetadata(site, { ...base, image: drawing });
    expect(withDrawing.openGraph?.images).toEqual([
      { url: site.logo.src, width: 72, height: 72, alt: site.title },
    ]);
    expect(withDrawing.twitter).toMatchObject({ card: "summary" });
  });

  it("makes the home title absolute (no site-name suffix) and can mark a page noindex", () => {
    expect(pageMetadata(site, { title: "Ana", description: "d", path: "/" }).title).toEqual({
      absolute: "Ana",
    });
    expect(
      pageMetadata(site, { title: "x", description: "d", path: "/500", noindex: true }).robots,
    ).toEqual({
      index: false,
      follow: true,
    });
  });
});

describe("JSON-LD", () => {
  it("describes an article with its author and publisher", () => {
    expect(articleJsonLd(site, article, author)).toMatchObject({
      "@type": "Article",
      mainEntityOfPage: "https://isilti.com.tr/articles/x",
      author: { name: "Ayşe", url: "https://isilti.com.tr/authors/ayse" },
      dateModified: "2025-01-01T00:00:00Z",
    });
  });

  it("numbers breadcrumb positions from 1", () => {
    const crumbs = breadcrumbJsonLd(site, [
      { name: "Ana sayfa", path: "/" },
      { name: "Cilt", path: "/skin-care" },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Ana sayfa", item: "https://isilti.com.tr" },
      { "@type": "ListItem", position: 2, name: "Cilt", item: "https://isilti.com.tr/skin-care" },
    ]);
  });

  it("cannot be broken out of its script tag by content", () => {
    const json = serializeJsonLd(articleJsonLd(site, article, author));
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).headline).toBe(article.title);
  });
});

describe("sitemapXml", () => {
  it("lists pages with canonical URLs, escaped, with dates where known", () => {
    const xml = sitemapXml({
      site,
      categories: [],
      articles: [{ ...article, path: "/articles/a&b" }],
      authors: [],
      pages: [
        {
          slug: "terms",
          path: "/terms",
          title: "t",
          description: "d",
          updated: "2026-01-02T00:00:00Z",
          html: "",
        },
      ],
    });
    expect(xml).toContain("<loc>https://isilti.com.tr</loc><lastmod>2025-01-01</lastmod>");
    expect(xml).toContain("<loc>https://isilti.com.tr/articles/a&amp;b</loc>");
    expect(xml).toContain("<loc>https://isilti.com.tr/terms</loc><lastmod>2026-01-02</lastmod>");
  });
});
