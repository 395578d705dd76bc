import type { ContentQueries } from "@/lib/content/queries";
import { paths } from "@/lib/paths";
import { canonicalUrl } from "./metadata";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/** Every indexable page, with the date it last changed where the content knows it. */
export function sitemapXml(
  data: Pick<ContentQueries, "site" | "articles" | "pages" | "listingPaths">,
): string {
  const { site } = data;
  const newest = data.articles[0]?.date;
  const entries: { path: string; lastmod?: string }[] = [
    { path: paths.home, lastmod: newest },
    ...data.listingPaths().map((path) => ({ path })),
    ...data.articles.map((a) => ({ path: a.path, lastmod: a.updated ?? a.date })),
    { path: paths.authors },
    ...data.pages.map((p) => ({ path: p.path, lastmod: p.updated })),
    { path: paths.sitemap },
  ];
  const urls = entries
    .map(({ path, lastmod }) => {
      const last = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : "";
      return `<url><loc>${escapeXml(canonicalUrl(site, path))}</loc>${last}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
