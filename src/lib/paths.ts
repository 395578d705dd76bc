import type { Dictionary } from "./i18n/schema";
import { RUNTIME_PATHS } from "./runtime-paths";

/**
 * Every URL path the site makes, in one place. Paths are the site's search ranking: they never
 * change once published, so nothing else in the code writes one by hand.
 */

/** Path segment of the later pages of a listing: `/{listing}/sayfa/2`. */
export const PAGE_SEGMENT = "sayfa";

/**
 * Anchor of the `other` group on a category's page (and of the sitemap page's top-level one);
 * readers see it under the name the site's dictionary gives it (src/lib/i18n, `other`).
 */
export const OTHER_GROUP_ID = "diger";

export const STATIC_PAGE_PATHS = {
  "about-us": "/info/about-us",
  "privacy-policy": "/privacy-policy",
  terms: "/terms",
} as const;
export type StaticPageSlug = keyof typeof STATIC_PAGE_PATHS;
export const STATIC_PAGE_SLUGS = Object.keys(STATIC_PAGE_PATHS) as StaticPageSlug[];

export const paths = {
  home: "/",
  authors: "/authors",
  sitemap: "/sitemap",
  offline: "/offline",
  /** The not-found page as a page of its own (Astro writes 404.html). */
  notFoundPage: RUNTIME_PATHS.notFoundPage,
  serverError: RUNTIME_PATHS.serverError,
  sitemapXml: "/sitemap.xml",
  feed: "/feed.xml",
  robots: "/robots.txt",
  manifest: "/manifest.webmanifest",
  searchIndex: "/search-index.json",
  /** The files of a search index split for a large archive (src/lib/search/split-layout.ts). */
  searchParts: "/search-index",
  /** Descriptions and headings, fetched only when titles give too few results. */
  searchDeepIndex: "/search-deep.json",
  serviceWorker: RUNTIME_PATHS.serviceWorker,
  favicon: "/favicon.ico",
  appleTouchIcon: "/apple-touch-icon.png",
  /** The installed app's square icon, drawn by `npm run icons`. */
  appIcon: (size: 192 | 512) => `/icons/icon-${size}.png`,
  /** The social card (Open Graph image) of every page that has none of its own. */
  defaultSocialCard: "/og/default.png",

  /** An article's social card, 1200 × 630 PNG, drawn at build (src/lib/images/social-cards.ts). */
  socialCard: (slug: string) => `/og/articles/${slug}.png`,
  /** File `n` (1-based) of a sitemap split into an index and parts of at most 50,000 URLs. */
  sitemapPart: (n: number) => `/sitemaps/${n}.xml`,
  /** Folders of fingerprinted files (a name changes when the content does): cached for a year. */
  imageDir: "/img",
  /** The build's scripts, styles and fonts, written by Astro. */
  assetsDir: "/_astro",
  /** Social-card PNGs. */
  socialCardDir: "/og",

  article: (slug: string) => `/articles/${slug}`,
  author: (slug: string) => `/authors/${slug}`,
  /** A category at any depth, from its top-level slug down: `/{category}/{subcategory}`. */
  category: (...slugs: [string, ...string[]]) => `/${slugs.join("/")}`,
  staticPage: (slug: StaticPageSlug) => STATIC_PAGE_PATHS[slug],
  /** The "Diğer" group of a category's page: its articles of an unknown or missing subcategory. */
  otherGroup: (categoryPath: string) => `${categoryPath}#${OTHER_GROUP_ID}`,
  /** Page `page` (1-based) of a listing whose first page is at `listingPath`. */
  listingPage: (listingPath: string, page: number) =>
    page <= 1 ? listingPath : `${listingPath}/${PAGE_SEGMENT}/${page}`,
  /** The site's logo, decided by the site's name (docs/behaviour.md#site-name). */
  logo: (siteName: string) => `/icons/${siteName}-logo-small.png`,
} as const;

/**
 * The links of the footer's info column, in order (docs/behaviour.md#pages-and-addresses):
 * each one's label is the key of its text in the site's dictionary (`infoLinks`).
 */
export const INFO_LINKS = [
  { href: paths.authors, label: "authors" },
  { href: STATIC_PAGE_PATHS["privacy-policy"], label: "privacyPolicy" },
  { href: STATIC_PAGE_PATHS.terms, label: "terms" },
  { href: STATIC_PAGE_PATHS["about-us"], label: "aboutUs" },
  { href: paths.sitemap, label: "sitemap" },
] as const satisfies readonly { href: string; label: keyof Dictionary["infoLinks"] }[];

/**
 * First path segments the site already uses: a category with one of these slugs would shadow
 * a page or a file, so content validation rejects them.
 */
export const RESERVED_TOP_LEVEL: ReadonlySet<string> = new Set([
  "articles",
  "authors",
  "info",
  "privacy-policy",
  "terms",
  "sitemap",
  "offline",
  "img",
  "icons",
  "og",
  "sitemaps",
  "search-index",
  "_astro",
  "500",
  "404",
  "other",
  PAGE_SEGMENT,
]);
