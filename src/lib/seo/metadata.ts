import type { Metadata } from "next";
import type { Site } from "@/lib/content/types";
import { paths } from "@/lib/paths";
import { type PageFacts, pageFacts, type SeoPage, SOCIAL_CARD_SIZE } from "./page-facts";

/** The locales (docs/behaviour.md#languages): the site's own is `og:locale`, the others its alternates. */
export const SITE_LOCALES = ["tr_TR", "en_US", "ru_RU"] as const;

/** The page's URL on the site's domain; the home page is the bare origin, as Next writes it. */
export function canonicalUrl(site: Site, path: string): string {
  return path === "/" ? site.url : `${site.url}${path}`;
}

/** BCP 47 tag of the content (`tr-TR`), for `inLanguage`. */
export function contentLanguage(site: Pick<Site, "locale">): string {
  return site.locale.replace("_", "-");
}

/** `<link rel="alternate" type="application/rss+xml">`: on every page, as `alternates` is per page. */
function feedAlternate(site: Site) {
  return { "application/rss+xml": [{ url: paths.feed, title: `${site.title} RSS` }] };
}

function openGraphBase(site: Site) {
  return {
    siteName: site.title,
    locale: site.locale,
    alternateLocale: SITE_LOCALES.filter((l) => l !== site.locale),
  };
}

/** The layout's defaults: what a page without metadata of its own still gets. */
export function siteMetadata(site: Site): Metadata {
  const facts = pageFacts(site, { kind: "home" });
  return {
    metadataBase: new URL(site.url),
    title: { default: facts.title, template: `%s | ${site.title}` },
    description: facts.description,
    applicationName: site.title,
    alternates: { types: feedAlternate(site) },
    openGraph: { ...openGraphBase(site), type: "website", images: [cardImage(facts)] },
    twitter: { card: "summary_large_image", images: [cardImage(facts)] },
  };
}

/** Title, description, canonical URL, social previews and the feed link of one page. */
export function pageMetadata(site: Site, page: SeoPage): Metadata {
  return metadataOf(site, pageFacts(site, page));
}

function cardImage(facts: PageFacts) {
  return { url: facts.card.path, ...SOCIAL_CARD_SIZE, alt: facts.card.alt, type: "image/png" };
}

export function metadataOf(site: Site, facts: PageFacts): Metadata {
  const url = canonicalUrl(site, facts.path);
  const image = cardImage(facts);
  const article = facts.article;
  const openGraph: Metadata["openGraph"] = article
    ? {
        ...openGraphBase(site),
        type: "article",
        publishedTime: article.article.date,
        modifiedTime: article.article.updated ?? article.article.date,
        authors: [canonicalUrl(site, article.author.path)],
        section: article.article.placement.category?.title,
      }
    : { ...openGraphBase(site), type: facts.type === "ProfilePage" ? "profile" : "website" };
  return {
    title: facts.absoluteTitle ? { absolute: facts.title } : facts.title,
    description: facts.description,
    alternates: {
      ...(facts.noindex ? {} : { canonical: url }),
      types: feedAlternate(site),
    },
    openGraph: {
      ...openGraph,
      title: facts.title,
      description: facts.description,
      ...(facts.noindex ? {} : { url }),
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title: facts.title,
      description: facts.description,
      images: [{ url: image.url, alt: image.alt }],
    },
    robots: facts.noindex ? { index: false, follow: true } : undefined,
  };
}
