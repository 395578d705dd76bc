import { paths } from "@/lib/paths";
import { patternToRegExp } from "./content-types";

/**
 * How long browsers and CDNs may keep each file, for every host (serve.json, nginx, the bucket
 * upload). Only files whose name changes with their content may be kept for a year; everything
 * a reader reaches by a fixed URL is revalidated, so a deploy shows at once.
 */
export type CacheClass = "immutable" | "worker" | "static" | "revalidate";

export const CACHE_CONTROL: Readonly<Record<CacheClass, string>> = {
  // Fingerprinted: a new build writes new names, so a cached copy is never stale.
  immutable: "public, max-age=31536000, immutable",
  // The service worker decides when the site updates: browsers must always ask for it.
  worker: "no-cache",
  // Icons and social cards keep their names across builds but rarely change: an hour.
  static: "public, max-age=3600",
  // Pages, their data, feeds and sitemaps: kept, but checked (ETag) before every use.
  revalidate: "public, max-age=0, must-revalidate",
};

/** One rule: the files it covers, as site-path globs (`*` one segment, `**` any depth). */
export interface CacheRule {
  cache: CacheClass;
  patterns: readonly string[];
}

const STATIC_EXTENSIONS = [
  "png",
  "jpg",
  "jpeg",
  "gif",
  "webp",
  "avif",
  "svg",
  "ico",
  "woff2",
  "woff",
  "ttf",
  "css",
  "js",
  "pdf",
];

/** First match wins; a file no rule names is revalidated (pages by their clean URL included). */
export const CACHE_RULES: readonly CacheRule[] = [
  {
    cache: "immutable",
    patterns: [`${paths.assetsDir}/**`, `${paths.imageDir}/**`],
  },
  { cache: "worker", patterns: [paths.serviceWorker] },
  {
    cache: "static",
    patterns: [`/**/*.{${STATIC_EXTENSIONS.join(",")}}`, "/**/{opengraph-image,twitter-image}"],
  },
];

export const DEFAULT_CACHE: CacheClass = "revalidate";

const matchers = CACHE_RULES.flatMap((rule) =>
  rule.patterns.map((pattern) => ({ cache: rule.cache, regexp: patternToRegExp(pattern) })),
);

/** The cache class of a file, by its site path (`/_astro/client.x1.js`). */
export function cacheClassOf(sitePath: string): CacheClass {
  return matchers.find(({ regexp }) => regexp.test(sitePath))?.cache ?? DEFAULT_CACHE;
}

export function cacheControlOf(sitePath: string): string {
  return CACHE_CONTROL[cacheClassOf(sitePath)];
}
