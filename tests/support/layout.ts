import { existsSync } from "node:fs";
import path from "node:path";
import type { Request } from "playwright-core";
import { OUT } from "./built-html";

/**
 * Which page framework wrote the site under test: the Astro build (`_astro/`) or the Next one.
 * While the page layer moves (docs/astro-move.md) the suite runs against both, and the few
 * checks that look at the framework's own files ask here what to look for.
 */
export const LAYOUT: "astro" | "next" = existsSync(path.join(OUT, "_astro")) ? "astro" : "next";

/** The build's fingerprinted scripts, by URL. */
export const SCRIPT_URL =
  LAYOUT === "astro" ? /\/_astro\/[^/]+\.js(\?|$)/ : /\/_next\/static\/chunks\/.*\.js(\?|$)/;

/** The folder of the build's fingerprinted scripts, styles and fonts, under the site root. */
export const ASSETS_DIR = LAYOUT === "astro" ? "_astro" : "_next/static";

/** What the runtime fetches for a page between pages: the page itself, or its data file. */
export function pageDataPath(pagePath: string): string {
  if (LAYOUT === "astro") return pagePath;
  return pagePath === "/" ? "/index.txt" : `${pagePath}.txt`;
}

/** The runtime's request for a page between pages (not a full load, not a prefetch). */
export function isPageData(request: Request, pagePath: string): boolean {
  const url = new URL(request.url());
  if (LAYOUT === "astro")
    return (
      url.pathname === pagePath &&
      request.method() === "GET" &&
      !request.isNavigationRequest() &&
      !isPrefetch(request)
    );
  return url.pathname === `${pagePath}.txt` && request.headers().rsc === "1";
}

/** A prefetch: `<link rel="prefetch">` (Astro), or the Next router's tree, segment or HEAD check. */
export function isPrefetch(request: Request): boolean {
  const headers = request.headers();
  if (LAYOUT === "astro")
    return (headers["sec-purpose"] ?? headers.purpose ?? "").includes("prefetch");
  return "next-router-prefetch" in headers || request.method() === "HEAD";
}

/** The page a prefetch is for, from its first request. */
export function prefetchedPage(request: Request): string | null {
  if (LAYOUT === "astro") return isPrefetch(request) ? new URL(request.url()).pathname : null;
  return request.method() === "HEAD" ? new URL(request.url()).pathname : null;
}
