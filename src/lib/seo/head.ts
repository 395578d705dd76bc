import type { Site } from "@/lib/content/types";
import { paths } from "@/lib/paths";
import { tokenColour } from "@/styles/theme-colours";
import { type PageFacts, pageFacts, type SeoPage, SOCIAL_CARD_SIZE } from "./page-facts";
import { canonicalUrl, SITE_LOCALES } from "./urls";

/** One `<meta>`: by `name` or, for Open Graph, by `property`. */
export type HeadMeta =
  | { name: string; content: string; media?: string }
  | { property: string; content: string };

/** One `<link>` in the head. */
export interface HeadLink {
  rel: string;
  href: string;
  type?: string;
  sizes?: string;
  title?: string;
}

/** Everything a page's `<head>` says about it, as plain data (rendered by `HeadTags`). */
export interface PageHead {
  /** The page's own address: the runtime checks that a fetched page is the one it asked for. */
  path: string;
  title: string;
  meta: HeadMeta[];
  links: HeadLink[];
}

/** Title, description, canonical URL, social previews, feed link, icons and theme colours of a page. */
export function pageHead(site: Site, page: SeoPage): PageHead {
  return headOf(site, pageFacts(site, page));
}

function openGraph(site: Site, facts: PageFacts, url: string): HeadMeta[] {
  const image = canonicalUrl(site, facts.card.path);
  const og = (property: string, content: string | undefined): HeadMeta[] =>
    content === undefined ? [] : [{ property: `og:${property}`, content }];
  const article = facts.article;
  const kind = article ? "article" : facts.type === "ProfilePage" ? "profile" : "website";
  return [
    ...og("title", facts.title),
    ...og("description", facts.description),
    ...(facts.noindex ? [] : og("url", url)),
    ...og("site_name", site.title),
    ...og("locale", site.locale),
    ...og("image", image),
    ...og("image:type", "image/png"),
    ...og("image:width", String(SOCIAL_CARD_SIZE.width)),
    ...og("image:height", String(SOCIAL_CARD_SIZE.height)),
    ...og("image:alt", facts.card.alt),
    ...SITE_LOCALES.filter((l) => l !== site.locale).flatMap((l) => og("locale:alternate", l)),
    ...og("type", kind),
    ...(article
      ? [
          // Dates are ISO date-times already (src/lib/content/loading/schemas.ts), as the graph uses them.
          { property: "article:published_time", content: article.article.date },
          {
            property: "article:modified_time",
            content: article.article.updated ?? article.article.date,
          },
          { property: "article:author", content: canonicalUrl(site, article.author.path) },
          ...(article.article.placement.category
            ? [{ property: "article:section", content: article.article.placement.category.title }]
            : []),
        ]
      : []),
  ];
}

function headOf(site: Site, facts: PageFacts): PageHead {
  const url = canonicalUrl(site, facts.path);
  const image = canonicalUrl(site, facts.card.path);
  return {
    path: facts.path,
    title: facts.absoluteTitle ? facts.title : `${facts.title} | ${site.title}`,
    meta: [
      { name: "description", content: facts.description },
      { name: "application-name", content: site.title },
      ...(facts.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
      { name: "format-detection", content: "telephone=no, address=no, email=no" },
      ...openGraph(site, facts, url),
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: facts.title },
      { name: "twitter:description", content: facts.description },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: facts.card.alt },
      ...(["light", "dark"] as const).map((scheme) => ({
        name: "theme-color",
        content: tokenColour(scheme, "bg"),
        media: `(prefers-color-scheme: ${scheme})`,
      })),
    ],
    links: [
      { rel: "manifest", href: paths.manifest },
      ...(facts.noindex ? [] : [{ rel: "canonical", href: url }]),
      {
        rel: "alternate",
        type: "application/rss+xml",
        href: canonicalUrl(site, paths.feed),
        title: `${site.title} RSS`,
      },
      { rel: "icon", href: paths.favicon, sizes: "32x32" },
      { rel: "icon", href: paths.appIcon(192), type: "image/png", sizes: "192x192" },
      { rel: "apple-touch-icon", href: paths.appleTouchIcon },
    ],
  };
}
