import type { Site } from "@/lib/content/types";
import { fnv1a } from "@/lib/text/hash";

/**
 * The "four description emojis" (docs/behaviour.md#descriptions), kept in the site settings. The rule:
 * - a page whose description comes from content (an article, a category, an author, a static
 *   page, the site's own description on the home page) uses that text as the editor wrote it;
 * - a page without one (the authors list, the sitemap, the error pages, a listing's later
 *   pages) gets a description the site writes, with one of the four emojis and a space before it;
 * - which emoji: the one at FNV-1a(page path) mod 4. The same page always gets the same emoji
 *   (no build-to-build churn in search results) and different pages spread over the four.
 */
export function pageDescription(
  site: Pick<Site, "descriptionEmojis">,
  page: { path: string; own?: string | null; generated: string },
): string {
  const own = page.own?.trim();
  if (own) return own;
  return `${pickEmoji(site.descriptionEmojis, page.path)} ${page.generated.trim()}`;
}

/** The emoji of a page: chosen by a hash of its path, stable across builds. */
export function pickEmoji(emojis: readonly string[], key: string): string {
  if (emojis.length === 0) return "";
  return emojis[fnv1a(key) % emojis.length] ?? "";
}
