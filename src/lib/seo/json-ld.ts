import type { ArticleSummary, Author, Site } from "@/lib/content/types";
import { canonicalUrl } from "./metadata";

export type JsonLd = Record<string, unknown>;

export function organizationJsonLd(site: Site): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.title,
    url: `${site.url}/`,
    logo: `${site.url}${site.logo.src}`,
    email: site.email,
    sameAs: [site.social.video, site.social.network, site.social.photos],
  };
}

export function websiteJsonLd(site: Site): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.title,
    url: `${site.url}/`,
    inLanguage: "tr-TR",
  };
}

export function articleJsonLd(site: Site, article: ArticleSummary, author: Author): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    inLanguage: "tr-TR",
    mainEntityOfPage: canonicalUrl(site, article.path),
    ...(article.cover ? { image: `${site.url}${article.cover.src}` } : {}),
    author: { "@type": "Person", name: author.name, url: canonicalUrl(site, author.path) },
    publisher: {
      "@type": "Organization",
      name: site.title,
      logo: { "@type": "ImageObject", url: `${site.url}${site.logo.src}` },
    },
  };
}

export function breadcrumbJsonLd(
  site: Site,
  trail: readonly { name: string; path: string }[],
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: canonicalUrl(site, item.path),
    })),
  };
}

export function personJsonLd(site: Site, author: Author): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: author.name,
    jobTitle: author.role,
    description: author.description,
    url: canonicalUrl(site, author.path),
    worksFor: { "@type": "Organization", name: site.title },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
