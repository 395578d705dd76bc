/** Reading the caches for the offline page: which entries are articles, and their titles. */
import { paths } from "@/lib/paths";

const ARTICLE_PREFIX = paths.article("");

/** The article path of a cached URL, or null for other pages and files. */
export function articlePathOf(url: string): string | null {
  const { pathname } = new URL(url, "http://x");
  const slug = pathname.startsWith(ARTICLE_PREFIX) ? pathname.slice(ARTICLE_PREFIX.length) : "";
  return slug && !slug.includes("/") && !slug.includes(".") ? pathname : null;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** An article's title from its cached HTML: its Open Graph title, else its <title>. */
export function titleFromHtml(html: string): string | null {
  const og = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
  const title = og ?? /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const text = title ? decodeEntities(title).trim() : "";
  return text || null;
}
