/**
 * The caches this device reads offline (docs/behaviour.md#offline-reading), shared by the service worker
 * (src/sw/sw.ts), the save button and the offline page. Cache names carry the site's prefix
 * so that the kill switch can tell them from other caches of the origin.
 */
export const CACHE_PREFIX = "isilti-";

export const CACHES = {
  /** Every visited page's HTML: the latest `MAX_PAGES`, oldest evicted. */
  pages: `${CACHE_PREFIX}pages`,
  /** Page data an earlier build's worker kept, which no page reads: deleted on activation. */
  data: `${CACHE_PREFIX}data`,
  /** Images of visited pages. */
  images: `${CACHE_PREFIX}images`,
  /** Scripts and styles of other builds than the precached one. */
  assets: `${CACHE_PREFIX}assets`,
} as const;

/**
 * Each article the reader saves with the button gets a cache of its own (its page and
 * images), which the service worker reads offline and never evicts: deleting the cache
 * removes the article, and the list of such caches is the reading list.
 */
export const SAVED_PREFIX = `${CACHE_PREFIX}saved:`;
export const savedCacheName = (articlePath: string) => `${SAVED_PREFIX}${articlePath}`;

export const MAX_PAGES = 60;
/** About six images a page. */
export const MAX_IMAGES = 6 * MAX_PAGES;
export const MAX_ASSETS = 120;
