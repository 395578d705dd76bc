import type { Site } from "@/lib/content/types";
import { paths } from "@/lib/paths";

/** robots.txt: everything may be crawled but the server-error page; where the sitemap is. */
export function robotsTxt(site: Pick<Site, "url">): string {
  return `User-agent: *\nAllow: /\nDisallow: ${paths.serverError}\n\nSitemap: ${site.url}${paths.sitemapXml}\n`;
}
