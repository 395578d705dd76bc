/**
 * The service worker, /sw.js (docs/behaviour.md#offline-reading), built by scripts/build-sw.ts after `astro build`.
 * - Precached: the offline page and the app shell (this build's scripts, styles, fonts, icons).
 * - Every visited page, network first: its HTML (the latest 60 pages, fetched by a full load
 *   or by the navigation runtime between pages), its images.
 *   Offline, a stored copy answers (the reader's saved articles included), else the offline
 *   page, which lists what this device can read.
 * - A new build takes over at once (skipWaiting, clientsClaim) and removes the previous
 *   build's precache; pages always come from the network first, so none lingers online.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  type PrecacheEntry,
  Serwist,
  type SerwistPlugin,
} from "serwist";
import {
  CACHE_PREFIX,
  CACHES,
  MAX_ASSETS,
  MAX_IMAGES,
  MAX_PAGES,
} from "@/lib/navigation/offline-cache";
import { isPageFetch } from "@/lib/navigation/page-fetch";
import { visitedUrl } from "@/lib/navigation/visits";
import { paths } from "@/lib/paths";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

/** Offline, a copy in any of our caches: the reader's saved articles live in their own. */
const anyCopy: SerwistPlugin = {
  handlerDidError: ({ request }) => caches.match(request, { ignoreSearch: true }),
};

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  plugins: [
    new ExpirationPlugin({ maxEntries: MAX_PAGES }),
    {
      handlerDidError: async ({ request }) =>
        (await caches.match(request, { ignoreSearch: true })) ??
        (await serwist.matchPrecache(paths.offline)),
    },
  ],
});

/**
 * The runtime's fetch of the next page: stored like a visited page; offline, a stored copy,
 * else a failure, so that the runtime loads the page in full and gets the offline page.
 */
const fetchedPages = new NetworkFirst({
  cacheName: CACHES.pages,
  plugins: [new ExpirationPlugin({ maxEntries: MAX_PAGES }), anyCopy],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  cacheId: CACHE_PREFIX.slice(0, -1),
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    { matcher: ({ request }) => request.mode === "navigate", handler: pages },
    {
      matcher: ({ request, url }) => isPageFetch(request, url, self.location.origin),
      handler: fetchedPages,
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === "image",
      handler: new CacheFirst({
        cacheName: CACHES.images,
        plugins: [
          new ExpirationPlugin({ maxEntries: MAX_IMAGES, purgeOnQuotaError: true }),
          anyCopy,
        ],
      }),
    },
    {
      // Scripts and styles of another build than the precached one (an open tab of the
      // previous build, a stored page of it): kept, so that such a page still works offline.
      matcher: ({ url, sameOrigin }) =>
        sameOrigin && url.pathname.startsWith(`${paths.assetsDir}/`),
      handler: new CacheFirst({
        cacheName: CACHES.assets,
        plugins: [new ExpirationPlugin({ maxEntries: MAX_ASSETS, purgeOnQuotaError: true })],
      }),
    },
  ],
});

// A page shown after a client-side navigation (or before this worker took control) is
// stored too, so that it opens offline by its address.
self.addEventListener("message", (event) => {
  const url = visitedUrl(event.data, self.location.origin);
  if (!url) return;
  event.waitUntil(
    (async () => {
      if (await (await caches.open(CACHES.pages)).match(url)) return;
      await pages.handle({ event, request: url }).catch(() => undefined);
    })(),
  );
});

// A reader's browser may still hold the data cache of an earlier build's worker, which no page
// reads: its space is freed.
self.addEventListener("activate", (event) => event.waitUntil(caches.delete(CACHES.data)));

serwist.addEventListeners();
