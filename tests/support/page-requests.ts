import type { Request } from "playwright-core";

/** The build's fingerprinted scripts, by URL (Astro writes them to /_astro/). */
export const SCRIPT_URL = /\/_astro\/[^/]+\.js(\?|$)/;

/** A prefetch: Astro's `<link rel="prefetch">`, which Chromium marks with `Sec-Purpose`. */
export function isPrefetch(request: Request): boolean {
  const headers = request.headers();
  return (headers["sec-purpose"] ?? headers.purpose ?? "").includes("prefetch");
}

/** The runtime's request for a page between pages (not a full load, not a prefetch). */
export function isPageData(request: Request, pagePath: string): boolean {
  return (
    new URL(request.url()).pathname === pagePath &&
    request.method() === "GET" &&
    !request.isNavigationRequest() &&
    !isPrefetch(request)
  );
}

/** The page a prefetch is for. */
export function prefetchedPage(request: Request): string | null {
  return isPrefetch(request) ? new URL(request.url()).pathname : null;
}
