import { Feed } from "feed";
import type { ArticleSummary, Author, Site } from "@/lib/content/types";
import { paths } from "@/lib/paths";
import { CONTENT_START_DATE } from "@/lib/text/dates";
import { canonicalUrl } from "./urls";

/** How many of the newest articles the feed carries. */
export const FEED_SIZE = 50;

interface FeedData {
  site: Site;
  /** Any order; the newest `FEED_SIZE` by date are taken. */
  articles: readonly ArticleSummary[];
  authors: readonly Author[];
}

const newestFirst = (a: ArticleSummary, b: ArticleSummary) =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/**
 * RSS 2.0 of the latest articles. Deterministic: the same content gives the same bytes
 * (`lastBuildDate` is the newest change among the items, never the time of the build).
 */
export function rssFeed({ site, articles, authors }: FeedData): string {
  const authorBySlug = new Map(authors.map((a) => [a.slug, a]));
  const items = [...articles].sort(newestFirst).slice(0, FEED_SIZE);
  // ISO dates sort as text; with no articles, the content's start date (docs/behaviour.md#content-dates).
  const lastChange =
    items
      .map((a) => a.updated ?? a.date)
      .sort()
      .at(-1) ?? CONTENT_START_DATE;
  const home = `${site.url}/`;
  const feed = new Feed({
    title: site.title,
    description: site.description,
    id: home,
    link: home,
    language: site.language,
    image: `${site.url}${site.logo.src}`,
    favicon: `${site.url}/favicon.ico`,
    copyright: `© ${site.title}`,
    updated: new Date(lastChange),
    generator: site.title,
    feed: `${site.url}${paths.feed}`,
    author: { name: site.title, email: site.email, link: home },
  });
  for (const article of items) {
    const url = canonicalUrl(site, article.path);
    const author = authorBySlug.get(article.author);
    const { category, subcategory } = article.placement;
    feed.addItem({
      title: article.title,
      // No id: the guid is then the link itself, marked isPermaLink.
      link: url,
      description: article.description,
      date: new Date(article.updated ?? article.date),
      published: new Date(article.date),
      // RSS's <author> is an e-mail address: the magazine's, with the writer's name.
      author: [{ name: author?.name ?? site.title, email: site.email }],
      category: [category, subcategory]
        .filter((c) => c !== null)
        .map((c) => ({ name: c.title, domain: canonicalUrl(site, c.path) })),
    });
  }
  return feed.rss2();
}
