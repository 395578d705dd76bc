import type { Site } from "@/lib/content/types";
import { dictionary } from "@/lib/i18n";

/**
 * Search-engine titles and descriptions of the pages that are not built from content files,
 * in the site's language (src/lib/i18n).
 */
export function pageTexts(site: Site) {
  const t = dictionary(site.language);
  return {
    home: {
      title: `${site.title}: ${site.tagline}`,
      description: site.description,
    },
    authors: {
      title: t.pages.authors.title,
      description: t.pages.authors.description(site.title),
    },
    sitemap: {
      title: t.pages.sitemap.title,
      description: t.pages.sitemap.description(site.title),
    },
    notFound: { title: t.notFound.title, description: t.notFound.description },
    serverError: { title: t.serverError.title, description: t.serverError.message },
    offline: { title: t.offline.title, description: t.offline.message },
  };
}
