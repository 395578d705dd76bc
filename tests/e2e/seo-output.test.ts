import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { pngSize } from "@/lib/content/loading/site";
import { createQueries } from "@/lib/content/queries/create-queries";
import { PAGE_SEGMENT, paths, STATIC_PAGE_PATHS } from "@/lib/paths";
import { builtPages, OUT, resolvesInOut } from "../support/built-html";
import { builtModel } from "../support/site";
import { graphProblems, type PageKind } from "../support/structured-data";

const model = builtModel();
const { site } = model;
const q = createQueries(model, () => "");
const pages = builtPages();
const ERROR_PAGES = new Set(["/404", "/_not-found", "/500"]);
/** Pages that must not be indexed: the error pages, and the offline page where there is one. */
const NOINDEX_ALLOWED = new Set([...ERROR_PAGES, paths.offline]);
const isNoindex = (doc: Document) =>
  (doc.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "").includes("noindex");

/** What each built page is, from the content it was built from. */
function kindOf(sitePath: string): PageKind {
  const listing = sitePath.replace(new RegExp(`/${PAGE_SEGMENT}/\\d+$`), "");
  if (sitePath === "/") return "home";
  if (ERROR_PAGES.has(sitePath)) return "error";
  if (model.articles.some((a) => a.path === sitePath)) return "article";
  if (model.categories.some((c) => [c, ...c.children].some((n) => n.path === listing)))
    return "listing";
  if (listing === paths.authors) return "authors";
  if (model.authors.some((a) => a.path === listing)) return "author";
  if (sitePath === STATIC_PAGE_PATHS["about-us"]) return "about";
  if (model.pages.some((p) => p.path === sitePath)) return "static";
  if (sitePath === paths.sitemap) return "sitemap";
  return "other";
}

const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");
const metas = (doc: Document, key: string) =>
  [...doc.querySelectorAll(`meta[property="${key}"]`)].map((m) => m.getAttribute("content"));
const sitePathOf = (url: string) => (url === site.url ? "/" : url.slice(site.url.length));

describe("every built HTML page", () => {
  it("covers every page type", () => {
    const kinds = new Set(pages.map(([p]) => kindOf(p)));
    for (const kind of ["home", "article", "listing", "author", "authors", "static", "about"])
      expect(kinds.has(kind as PageKind), kind).toBe(true);
    expect(kinds.has("sitemap") && kinds.has("error")).toBe(true);
  });

  it("has exactly one JSON-LD script whose graph fits its page type and resolves every @id", () => {
    const problems: string[] = [];
    for (const [sitePath, doc] of pages) {
      const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
      if (scripts.length !== 1) {
        problems.push(`${sitePath}: ${scripts.length} JSON-LD scripts`);
        continue;
      }
      const kind = kindOf(sitePath);
      const article = model.articles.find((a) => a.path === sitePath);
      const found = graphProblems(JSON.parse(scripts[0]?.textContent ?? "null"), {
        kind,
        origin: site.url,
        url: isNoindex(doc) ? undefined : `${site.url}${sitePath === "/" ? "" : sitePath}`,
        articleSection: article ? article.placement.category !== null : undefined,
      });
      problems.push(...found.map((p) => `${sitePath}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it("has a title, a description and (unless noindex) a canonical URL of its own", () => {
    const problems: string[] = [];
    const canonicals = new Map<string, string>();
    for (const [sitePath, doc] of pages) {
      const title = doc.querySelector("title")?.textContent ?? "";
      const description = meta(doc, "description") ?? "";
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
      const noindex = isNoindex(doc);
      if (title.trim().length < 5) problems.push(`${sitePath}: title "${title}"`);
      if (description.trim().length < 40)
        problems.push(`${sitePath}: description "${description}"`);
      if (ERROR_PAGES.has(sitePath) && !noindex) problems.push(`${sitePath}: indexable`);
      if (noindex && !NOINDEX_ALLOWED.has(sitePath)) problems.push(`${sitePath}: noindex`);
      if (noindex) {
        if (canonical) problems.push(`${sitePath}: a noindex page with a canonical URL`);
        continue;
      }
      if (canonical !== `${site.url}${sitePath === "/" ? "" : sitePath}`)
        problems.push(`${sitePath}: canonical ${canonical}`);
      const twin = canonicals.get(description);
      if (twin) problems.push(`${sitePath}: same description as ${twin}`);
      canonicals.set(description, sitePath);
    }
    expect(problems).toEqual([]);
  });

  it("shares a 1200 × 630 PNG card that exists in out/, the article's own on articles", () => {
    const problems: string[] = [];
    for (const [sitePath, doc] of pages) {
      const image = meta(doc, "og:image") ?? "";
      const article = model.articles.find((a) => a.path === sitePath);
      const expected = article ? paths.socialCard(article.slug) : paths.defaultSocialCard;
      if (image !== `${site.url}${expected}`) problems.push(`${sitePath}: og:image ${image}`);
      if (meta(doc, "twitter:image") !== image) problems.push(`${sitePath}: twitter:image differs`);
      if (meta(doc, "twitter:card") !== "summary_large_image")
        problems.push(`${sitePath}: twitter:card`);
      if (meta(doc, "og:image:width") !== "1200" || meta(doc, "og:image:height") !== "630")
        problems.push(`${sitePath}: og:image size tags`);
      const file = path.join(OUT, sitePathOf(image));
      if (!image.endsWith(".png") || !existsSync(file)) {
        problems.push(`${sitePath}: ${image} is not a PNG in out/`);
        continue;
      }
      const size = pngSize(readFileSync(file));
      if (size?.width !== 1200 || size.height !== 630)
        problems.push(`${sitePath}: ${image} is ${JSON.stringify(size)}`);
    }
    expect(problems).toEqual([]);
  });

  it("declares tr_TR with en_US and ru_RU as alternates, and links the feed", () => {
    for (const [sitePath, doc] of pages) {
      expect(meta(doc, "og:locale"), sitePath).toBe("tr_TR");
      expect(metas(doc, "og:locale:alternate").sort(), sitePath).toEqual(["en_US", "ru_RU"]);
      const feed = doc.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]');
      expect(feed.length, sitePath).toBe(1);
      expect(feed[0]?.getAttribute("href"), sitePath).toBe(`${site.url}${paths.feed}`);
    }
  });

  it("tags articles with their dates, author and section", () => {
    for (const article of model.articles) {
      const doc = pages.find(([p]) => p === article.path)?.[1];
      if (!doc) throw new Error(`${article.path} was not built`);
      expect(meta(doc, "og:type")).toBe("article");
      expect(meta(doc, "article:published_time")).toBe(article.date);
      expect(meta(doc, "article:modified_time")).toBe(article.updated ?? article.date);
      expect(meta(doc, "article:author")).toBe(`${site.url}/authors/${article.author}`);
      expect(meta(doc, "article:section")).toBe(article.placement.category?.title);
    }
  });
});

describe("feed.xml", () => {
  const channel = new XMLParser({ ignoreAttributes: false }).parse(
    readFileSync(path.join(OUT, "feed.xml"), "utf8"),
  ).rss.channel;
  const items: Record<string, unknown>[] = [channel.item].flat();

  it("is Turkish RSS 2.0 with the 50 newest articles (or all, if fewer)", () => {
    expect(channel.language).toBe("tr");
    expect(items).toHaveLength(Math.min(50, model.articles.length));
    expect(items.map((i) => i.link)).toEqual(
      model.articles.slice(0, 50).map((a) => `${site.url}${a.path}`),
    );
  });

  it("gives each item an absolute link that exists, a description, author, category and date", () => {
    for (const item of items) {
      const link = String(item.link);
      expect(link.startsWith(`${site.url}/articles/`), link).toBe(true);
      expect(resolvesInOut(sitePathOf(link)), link).toBe(true);
      expect(String(item.description).length, link).toBeGreaterThan(40);
      expect(String(item.author), link).toMatch(new RegExp(`^${site.email} \\(.+\\)$`));
      expect([item.category].flat().length, link).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(String(item.pubDate))), link).toBe(false);
    }
  });

  it("dates the channel by its newest article, not by the build", () => {
    const newest = model.articles
      .slice(0, 50)
      .map((a) => a.updated ?? a.date)
      .sort()
      .at(-1);
    expect(channel.lastBuildDate).toBe(new Date(newest ?? "").toUTCString());
  });
});

describe("sitemap.xml and robots.txt", () => {
  const parser = new XMLParser();
  const read = (file: string) => parser.parse(readFileSync(path.join(OUT, file), "utf8"));
  const main = read("sitemap.xml");
  const files = main.sitemapindex
    ? [main.sitemapindex.sitemap].flat().map((s: { loc: string }) => read(sitePathOf(s.loc)))
    : [main];
  const urls: { loc: string; lastmod?: string }[] = files.flatMap((f) => [f.urlset.url].flat());
  const listed = new Set(urls.map((u) => sitePathOf(u.loc)));

  it("lists no URL that is not in out/, and none twice", () => {
    expect(urls.filter((u) => !resolvesInOut(sitePathOf(u.loc))).map((u) => u.loc)).toEqual([]);
    expect(listed.size).toBe(urls.length);
  });

  it("lists every article, category, subcategory, author and listing page", () => {
    const wanted = [
      ...model.articles.map((a) => a.path),
      ...model.categories.flatMap((c) => [c.path, ...c.children.map((s) => s.path)]),
      ...model.authors.map((a) => a.path),
      paths.authors,
    ];
    expect(wanted.filter((p) => !listed.has(p))).toEqual([]);
    // Every indexable page the build wrote: later listing pages too, whenever they exist.
    const indexable = pages.filter(([, doc]) => !isNoindex(doc)).map(([p]) => p);
    expect(indexable.filter((p) => !listed.has(p))).toEqual([]);
  });

  it("dates articles by their update, else their date", () => {
    const lastmod = new Map(urls.map((u) => [sitePathOf(u.loc), u.lastmod]));
    for (const article of model.articles)
      expect(lastmod.get(article.path)).toBe((article.updated ?? article.date).slice(0, 10));
  });

  it("is named by robots.txt", () => {
    expect(readFileSync(path.join(OUT, "robots.txt"), "utf8")).toContain(
      `Sitemap: ${site.url}/sitemap.xml`,
    );
  });
});

describe("article navigation in the built pages", () => {
  const docOf = (p: string) => pages.find(([sitePath]) => sitePath === p)?.[1] as Document;

  it("has a table of contents exactly when an article has 3 or more ## headings", () => {
    let withToc = 0;
    for (const article of model.articles) {
      const doc = docOf(article.path);
      const headings = [...doc.querySelectorAll(".prose h2")];
      const toc = doc.querySelector('nav[aria-label="İçindekiler"]');
      expect(toc !== null, article.path).toBe(headings.length >= 3);
      if (!toc) continue;
      withToc++;
      const links = [...toc.querySelectorAll("a")];
      expect(links.map((a) => a.getAttribute("href"))).toEqual(headings.map((h) => `#${h.id}`));
      expect(links.map((a) => a.textContent)).toEqual(headings.map((h) => h.textContent));
      for (const h of headings) expect(h.id, article.path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(withToc).toBeGreaterThan(0);
  });

  it("links the previous and next article of the primary subcategory", () => {
    for (const article of model.articles) {
      const { previous, next } = q.adjacent(article);
      const pager = docOf(article.path).querySelector('nav[aria-label$="önceki ve sonraki yazı"]');
      const hrefs = [...(pager?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"));
      expect(hrefs, article.path).toEqual([previous?.path, next?.path].filter(Boolean));
    }
  });
});
