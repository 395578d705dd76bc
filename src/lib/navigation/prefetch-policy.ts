/**
 * When and what to prefetch (docs/behaviour.md#prefetching): pages whose links come into view are fetched in
 * batches of 4, every 3 seconds, each once; a reader's hover or touch fetches at once. Nothing
 * is prefetched on a 2g connection, with Save-Data on, or for a crawler.
 */

export const PREFETCH_BATCH_SIZE = 4;
export const PREFETCH_INTERVAL_MS = 3000;

/**
 * Crawlers and link-preview fetchers, by user agent: the one list. "bot" covers Googlebot,
 * bingbot, YandexBot, Applebot, DuckDuckBot, GPTBot and most others; the rest name themselves.
 */
const CRAWLER = /bot|crawl|spider|slurp|archiver|facebookexternalhit|mediapartners|preview/i;
/** A phone brand whose name contains "bot". */
const NOT_CRAWLER = /cubot/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent) && !NOT_CRAWLER.test(userAgent);
}

/** What the Network Information API reports (absent in some browsers). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(userAgent: string, connection?: ConnectionInfo): boolean {
  if (isCrawler(userAgent) || connection?.saveData) return false;
  // "2g" and "slow-2g"
  return !connection?.effectiveType?.includes("2g");
}

/**
 * The page a link leads to, if it is worth prefetching: an internal page other than the
 * current one (files such as /feed.xml or images are not pages).
 */
export function prefetchPath(href: string | null, currentPath: string): string | null {
  if (!href?.startsWith("/") || href.startsWith("//")) return null;
  const path = href.split("#")[0] ?? "";
  const last = path.split("?")[0]?.split("/").pop() ?? "";
  if (last.includes(".") || path === currentPath) return null;
  return path;
}

export interface PrefetchQueue {
  /** A link came into view: queue its page for the next batch. */
  add(path: string): void;
  /** A reader showed intent (hover, touch): fetch now, ahead of the queue. */
  now(path: string): void;
  stop(): void;
}

/**
 * The scheduler: the first batch goes at once, later ones at least `PREFETCH_INTERVAL_MS`
 * after the previous one. `allowed` is asked again before every fetch: the connection can
 * change while the page is open.
 */
export function createPrefetchQueue(
  prefetch: (path: string) => void,
  allowed: () => boolean,
): PrefetchQueue {
  const seen = new Set<string>();
  const queue: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastBatch = Number.NEGATIVE_INFINITY;

  const flush = () => {
    timer = undefined;
    if (!allowed()) {
      queue.length = 0;
      return;
    }
    lastBatch = Date.now();
    for (const path of queue.splice(0, PREFETCH_BATCH_SIZE)) prefetch(path);
    schedule();
  };
  const schedule = () => {
    if (timer === undefined && queue.length > 0)
      timer = setTimeout(flush, Math.max(0, lastBatch + PREFETCH_INTERVAL_MS - Date.now()));
  };

  return {
    add(path) {
      if (seen.has(path)) return;
      seen.add(path);
      queue.push(path);
      schedule();
    },
    now(path) {
      const queued = queue.indexOf(path);
      if (queued >= 0) queue.splice(queued, 1);
      else if (seen.has(path)) return;
      seen.add(path);
      if (allowed()) prefetch(path);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      queue.length = 0;
    },
  };
}
