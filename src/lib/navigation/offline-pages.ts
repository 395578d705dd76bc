/** Reading the caches for the offline page: which entries are articles, and their titles. */
import { paths } from "@/lib/paths";

const ARTICLE_PREFIX = paths.article("");

/** The article path of a cached URL, or null for other pages and files. */
export function articlePathOf(url: string): string | null {
  const { pathname } = new URL(url, "http://x");
  const slug = pathname.startsWith(ARTICLE_PREFIX) ? pathname.slice(ARTICLE_PREFIX.length) : "";
  return slug && !slug.includes("/") && !slug.includes(".") ? pathname : null;
}

/**
 * An article's title from its cached HTML: its Open Graph title, else its <title>. The page is
 * read by the browser's own parser (entities decoded, no script run: DOMParser documents are
 * inert).
 */
export function titleFromHtml(html: string): string | null {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const og = doc.querySelector('meta[property="og:title"]')?.getAttribute("content");
  const text = (og ?? doc.title).trim();
  return text || null;
}
