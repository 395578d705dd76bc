"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import {
  type ConnectionInfo,
  createPrefetchQueue,
  prefetchAllowed,
  prefetchPath,
} from "@/lib/navigation/prefetch-policy";
import { VISITED_MESSAGE } from "@/lib/navigation/visits";
import { paths } from "@/lib/paths";
import { installChunkRecovery } from "./chunk-recovery";
import { installDataFetch } from "./data-fetch";
import { NavigationProgress, SLOW_NAVIGATION_MS } from "./navigation-progress";

export { LOADING_TEXT } from "./navigation-progress";

const LINKS = 'a[href^="/"]';
let installed = false;

const connection = () => (navigator as { connection?: ConnectionInfo }).connection;

/** Asks the service worker to store the page shown (not on Save-Data: it costs the HTML again). */
function storeVisit() {
  if (!connection()?.saveData)
    navigator.serviceWorker?.controller?.postMessage({
      type: VISITED_MESSAGE,
      path: location.pathname,
    });
}

/** Closes the category menu: a popover in the layout, which a client-side navigation keeps. */
function closePopovers() {
  for (const open of document.querySelectorAll<HTMLElement>("[popover]:popover-open")) {
    open.hidePopover();
  }
}

/**
 * What happens between pages, mounted once in the root layout: client-side navigation for
 * clicks on internal links, prefetching of links in view and under the reader's finger, the
 * slow-navigation bar, retries of page data, recovery from failed script chunks and newer
 * builds, and the service worker. Links are plain server-rendered anchors (SiteLink): this one
 * component serves them all, so no page hydrates per-link code.
 */
export function NavigationRuntime() {
  const router = useRouter();
  const pathname = usePathname();
  const [slow, setSlow] = useState(false);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const scan = useRef<() => void>(undefined);

  useEffect(() => {
    // Once per page load (React's development mode runs effects twice).
    if (installed) return;
    installed = true;
    const { newBuild } = installDataFetch();
    installChunkRecovery(() => pending.current);
    if (process.env.NODE_ENV === "production" && "serviceWorker" in navigator) {
      const register = () => navigator.serviceWorker.register(paths.serviceWorker).catch(() => {});
      // The page that installed the worker is stored once the worker takes control.
      navigator.serviceWorker.addEventListener("controllerchange", storeVisit);
      if (document.readyState === "complete") register();
      else addEventListener("load", register, { once: true });
    }

    const linkOf = (event: Event) =>
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LINKS) : null;
    /** The page a link leads to, if it is another page of the site. */
    const pageOf = (link: Element | null) =>
      prefetchPath(link?.getAttribute("href") ?? null, location.pathname);

    /**
     * The link of a plain click that opens another page of the site in this tab; null for new
     * tabs, downloads, modified clicks, files, in-page anchors and links marked for a full load.
     */
    const pageLink = (event: MouseEvent) => {
      const link = linkOf(event);
      if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return null;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
      if (link.hasAttribute("data-full-load")) return null;
      const page = pageOf(link);
      return page ? { link, page } : null;
    };

    document.addEventListener(
      "click",
      (event) => {
        const { page } = pageLink(event) ?? {};
        if (!page) return;
        if (newBuild()) {
          // This tab's scripts are older than the site's: load the page in full.
          event.preventDefault();
          location.assign(page);
          return;
        }
        pending.current = page;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setSlow(true), SLOW_NAVIGATION_MS);
      },
      true,
    );
    // After the capture phase above and any handler of the page: a plain click on an internal
    // link becomes the router's navigation.
    document.addEventListener("click", (event) => {
      const target = event.defaultPrevented ? null : pageLink(event);
      if (!target) return;
      event.preventDefault();
      closePopovers();
      router.push(target.link.getAttribute("href") ?? target.page);
    });
    // Scripts start after the page has loaded (src/lib/build/defer-hydration.ts): tests and
    // tools can tell when the page has become interactive.
    document.documentElement.dataset.hydrated = "";

    const allowed = () => !newBuild() && prefetchAllowed(navigator.userAgent, connection());
    if (!allowed() || !("IntersectionObserver" in window)) return;
    const queue = createPrefetchQueue((path) => router.prefetch(path), allowed);
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const page = pageOf(entry.target);
        if (page) queue.add(page);
      }
    });
    scan.current = () => {
      for (const link of document.querySelectorAll(LINKS)) observer.observe(link);
    };
    scan.current();
    const intent = (event: Event) => {
      const page = pageOf(linkOf(event));
      if (page) queue.now(page);
    };
    document.addEventListener("mouseover", intent, { passive: true });
    document.addEventListener("touchstart", intent, { passive: true });
  }, [router]);

  // The new page is shown: the navigation is over, and its links are to be observed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new page
  useEffect(() => {
    pending.current = null;
    clearTimeout(timer.current);
    setSlow(false);
    scan.current?.();
    storeVisit();
  }, [pathname]);

  return <NavigationProgress active={slow} />;
}
