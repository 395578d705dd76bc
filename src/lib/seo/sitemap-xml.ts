import type { ContentQueries } from "@/lib/content/content-queries";
import { pageCount } from "@/lib/content/queries/pagination";
import type { ArticleSummary, Site } from "@/lib/content/types";
import { paths } from "@/lib/paths";
import { escapeMarkup } from "@/lib/text/escape";
import { canonicalUrl } from "./urls";

/** The sitemaps protocol's limit of URLs per file. */
export const SITEMAP_LIMIT = 50_000;

export interface SitemapEntry {
  path: string;
  /** ISO date of the last change, where the content knows it. */
  lastmod?: string;
}

/** How many pages a listing has (its first page at `listingPath`), from how many items it lists. */
export type ListingPageCount = (listingPath: string, itemCount: number) => number;

type SitemapData = Pick<
  ContentQueries,
  "site" | "categories" | "articles" | "authors" | "pages" | "articlesIn" | "articlesBy"
>;

const lastChange = (articles: readonly ArticleSummary[]): string | undefined =>
  articles.reduce<string | undefined>((max, a) => {
    const changed = a.updated ?? a.date;
    return max === undefined || changed > max ? changed : max;
  }, undefined);

/** Every indexable page, with the date it last changed: a listing changes with its newest article. */
export function sitemapEntries(
  data: SitemapData,
  pageCount: ListingPageCount = () => 1,
): SitemapEntry[] {
  const newest = lastChange(data.articles);
  const listing = (path: string, items: number, lastmod: string | undefined): SitemapEntry[] =>
    Array.from({ length: Math.max(1, pageCount(path, items)) }, (_, i) => ({
      path: paths.listingPage(path, i + 1),
      lastmod,
    }));
  const articleListing = (path: string, articles: readonly ArticleSummary[]) =>
    listing(path, articles.length, lastChange(articles));
  return [
    { path: paths.home, lastmod: newest },
    ...data.categories.flatMap((c) => [
      ...articleListing(c.path, data.articlesIn(c.key)),
      ...c.children.flatMap((s) => articleListing(s.path, data.articlesIn(c.key, s.key))),
    ]),
    ...data.articles.map((a) => ({ path: a.path, lastmod: a.updated ?? a.date })),
    { path: paths.authors, lastmod: newest },
    ...data.authors.flatMap((a) => articleListing(a.path, data.articlesBy(a.slug))),
    ...data.pages.map((p) => ({ path: p.path, lastmod: p.updated })),
    { path: paths.sitemap, lastmod: newest },
  ];
}

/**
 * The site's sitemap files: what the /sitemap.xml route serves and scripts/prebuild.ts
 * writes the parts of. The one place to say how many pages each listing has.
 */
export function siteSitemap(data: SitemapData): SitemapFiles {
  return sitemapFiles(
    data.site,
    sitemapEntries(data, (_path, items) => pageCount(items)),
  );
}

export interface SitemapFiles {
  /** `/sitemap.xml`: every URL, or an index of the parts when there are more than the limit. */
  main: string;
  /** Parts of an index, `{ path: /sitemaps/1.xml, xml }`; empty when `main` lists the URLs. */
  parts: { path: string; xml: string }[];
}

/** The sitemap as files: one `urlset`, or a `sitemapindex` over parts of at most `limit` URLs. */
export function sitemapFiles(
  site: Site,
  entries: readonly SitemapEntry[],
  limit = SITEMAP_LIMIT,
): SitemapFiles {
  if (entries.length <= limit) return { main: urlset(site, entries), parts: [] };
  const parts: SitemapFiles["parts"] = [];
  const lastmods: (string | undefined)[] = [];
  for (let start = 0; start < entries.length; start += limit) {
    const chunk = entries.slice(start, start + limit);
    parts.push({ path: paths.sitemapPart(parts.length + 1), xml: urlset(site, chunk) });
    lastmods.push(
      chunk.reduce<string | undefined>(
        (max, e) => (e.lastmod && (!max || e.lastmod > max) ? e.lastmod : max),
        undefined,
      ),
    );
  }
  const sitemaps = parts
    .map(
      (part, i) =>
        `<sitemap><loc>${escapeMarkup(canonicalUrl(site, part.path))}</loc>${lastmodTag(lastmods[i])}</sitemap>`,
    )
    .join("\n");
  return {
    main: `${XML_DECLARATION}<sitemapindex xmlns="${NS}">\n${sitemaps}\n</sitemapindex>\n`,
    parts,
  };
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

const lastmodTag = (lastmod: string | undefined) =>
  lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : "";

function urlset(site: Site, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      ({ path, lastmod }) =>
        `<url><loc>${escapeMarkup(canonicalUrl(site, path))}</loc>${lastmodTag(lastmod)}</url>`,
    )
    .join("\n");
  return `${XML_DECLARATION}<urlset xmlns="${NS}">\n${urls}\n</urlset>\n`;
}
