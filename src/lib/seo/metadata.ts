import type { Metadata } from "next";
import type { ImageRef, Site } from "@/lib/content/types";

export interface PageSeo {
  title: string;
  description: string;
  /** Site path of the page, e.g. `/articles/x`; the canonical URL is built from it. */
  path: string;
  type?: "website" | "article" | "profile";
  image?: ImageRef | null;
  publishedTime?: string;
  modifiedTime?: string;
  noindex?: boolean;
}

/** The page's URL on the site's domain; the home page is the bare origin, as Next writes it. */
export function canonicalUrl(site: Site, path: string): string {
  return path === "/" ? site.url : `${site.url}${path}`;
}

/** Title, description, canonical URL and social previews for one page. */
export function pageMetadata(site: Site, seo: PageSeo): Metadata {
  const url = canonicalUrl(site, seo.path);
  // Social networks do not show SVG previews: a drawn (vector) cover falls back to the logo.
  const image = seo.image?.kind === "raster" ? seo.image : null;
  const images = image
    ? [{ url: image.src, width: image.width, height: image.height, alt: image.alt }]
    : [{ url: site.logo.src, width: site.logo.width, height: site.logo.height, alt: site.title }];
  return {
    title: seo.path === "/" ? { absolute: seo.title } : seo.title,
    description: seo.description,
    alternates: { canonical: url },
    openGraph: {
      title: seo.title,
      description: seo.description,
      url,
      siteName: site.title,
      locale: site.locale,
      type: seo.type ?? "website",
      images,
      ...(seo.type === "article"
        ? { publishedTime: seo.publishedTime, modifiedTime: seo.modifiedTime }
        : {}),
    },
    twitter: {
      card: image ? "summary_large_image" : "summary",
      title: seo.title,
      description: seo.description,
    },
    robots: seo.noindex ? { index: false, follow: true } : undefined,
  };
}
