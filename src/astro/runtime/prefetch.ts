import { prefetch } from "astro:prefetch";
import {
  createPrefetchQueue,
  prefetchAllowed,
  prefetchPath,
} from "@/lib/navigation/prefetch-policy";
import { connection } from "./connection";

const LINKS = 'a[href^="/"]';

/**
 * Prefetching as docs/behaviour.md#prefetching says: links that come into view in batches
 * (the queue in src/lib/navigation/prefetch-policy.ts), a link under the reader's pointer or
 * finger at once; nothing for crawlers, on 2g or with Save-Data. Astro's `prefetch()` fetches
 * with `<link rel="prefetch">`, so the page waits in the HTTP cache for the navigation.
 */
export function installPrefetch(): void {
  const allowed = () => prefetchAllowed(navigator.userAgent, connection());
  if (!allowed() || !("IntersectionObserver" in window)) return;
  const pageOf = (link: Element | null) =>
    prefetchPath(link?.getAttribute("href") ?? null, location.pathname);
  const queue = createPrefetchQueue((path) => prefetch(path), allowed);
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const page = pageOf(entry.target);
      if (page) queue.add(page);
    }
  });
  const scan = () => {
    observer.disconnect();
    for (const link of document.querySelectorAll(LINKS)) observer.observe(link);
  };
  const intent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest(LINKS) : null;
    const page = pageOf(link);
    if (page) queue.now(page);
  };
  // After the first load and after every navigation: the new page's links.
  document.addEventListener("astro:page-load", scan);
  document.addEventListener("mouseover", intent, { passive: true });
  document.addEventListener("touchstart", intent, { passive: true });
}
