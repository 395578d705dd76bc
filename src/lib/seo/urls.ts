import type { Site } from "@/lib/content/types";

/** The locales (docs/behaviour.md#languages): the site's own is `og:locale`, the others its alternates. */
export const SITE_LOCALES = ["tr_TR", "en_US", "ru_RU"] as const;

/** The page's URL on the site's domain; the home page is the bare origin. */
export function canonicalUrl(site: Site, path: string): string {
  return path === "/" ? site.url : `${site.url}${path}`;
}

/** BCP 47 tag of the content (`tr-TR`), for `inLanguage`. */
export function contentLanguage(site: Pick<Site, "locale">): string {
  return site.locale.replace("_", "-");
}
