/**
 * The page data of a client-side navigation (docs/behaviour.md#page-data-and-its-failures): the static export writes
 * each page's React Server Components payload next to its HTML (`/skin-care` →
 * `/skin-care.txt`), and the router fetches it with an `RSC: 1` header. What to do with each
 * answer is decided here; `src/components/navigation/data-fetch.ts` applies it.
 */
import { paths } from "@/lib/paths";

/** Page-data retries (docs/behaviour.md#page-data-and-its-failures). */
export const DATA_RETRIES = 3;

export type DataOutcome = "ok" | "not-found" | "server-error" | "retry" | "new-build";

/** The data file of a page: `/` → `/index.txt`, `/skin-care` → `/skin-care.txt`. */
export function dataPath(pagePath: string): string {
  return pagePath === "/" ? "/index.txt" : `${pagePath.replace(/\/$/, "")}.txt`;
}

/** The page a data file belongs to, or null for other files (segment prefetches included). */
export function pageOfData(pathname: string): string | null {
  if (!pathname.endsWith(".txt") || pathname.includes("/__next.")) return null;
  if (pathname === "/index.txt") return paths.home;
  return pathname.slice(0, -".txt".length);
}

/**
 * The router's own data requests: a page's data during a navigation, or any data file
 * (page or segment) in a prefetch. Null for every other request.
 */
export function dataRequestKind(
  url: URL,
  origin: string,
  headers: Headers,
  method = "GET",
): "navigation" | "prefetch" | null {
  if (method.toUpperCase() !== "GET" || url.origin !== origin || headers.get("rsc") !== "1")
    return null;
  if (headers.has("next-router-prefetch")) return url.pathname.endsWith(".txt") ? "prefetch" : null;
  return pageOfData(url.pathname) === null ? null : "navigation";
}

/**
 * The build a payload was made by: the `b` field of its root row (`0:{…}`), which comes
 * last in a page's payload and first in a route tree's. Values inside the row are
 * JSON-escaped, so a quoted `"b":"` can only be a key.
 */
export function payloadBuildId(body: string): string | null {
  const root = /^0:(.*)$/m.exec(body)?.[1] ?? "";
  const ids = [...root.matchAll(/"b":"([^"\\]+)"/g)];
  return ids.at(-1)?.[1] ?? null;
}

/**
 * Whether a body is a React Server Components payload: lines of `id:value` rows, one of them
 * the root row `0:`. An HTML page (a host's soft 404 or an SPA fallback), JSON or an empty
 * body is not.
 */
export function isPagePayload(body: string): boolean {
  return /^0:[[{]/m.test(body) && /^[0-9a-f]*:/.test(body);
}

/**
 * docs/behaviour.md#page-data-and-its-failures: 404 → the not-found page, 500 → the 500 page, an invalid response → the
 * not-found page, anything else that failed → retry. A payload of another build than the
 * page's (a deploy happened since the page loaded) → "new-build": the target is loaded in
 * full, so that old and new scripts never meet in one page.
 */
export function classifyData(status: number, body: string, pageBuild: string | null): DataOutcome {
  if (status === 404 || status === 410) return "not-found";
  if (status === 500) return "server-error";
  if (status < 200 || status > 299) return "retry";
  if (!isPagePayload(body)) return "not-found";
  const build = payloadBuildId(body);
  return pageBuild && build && build !== pageBuild ? "new-build" : "ok";
}

/**
 * Whether a failed request is tried again: after a network error or an unexpected status,
 * up to `DATA_RETRIES` times, and not at all while the browser knows it is offline (the
 * full load that follows reaches the service worker's copy or its offline page).
 */
export function shouldRetry(retriesDone: number, online: boolean): boolean {
  return online && retriesDone < DATA_RETRIES;
}

/** Wait before retry n (1-based): 200, 400, 800 ms. */
export function retryDelay(retry: number): number {
  return 200 * 2 ** (retry - 1);
}

/** The data file answered to the router instead of a failed one, by outcome. */
export function fallbackDataPath(outcome: "not-found" | "server-error"): string {
  return dataPath(outcome === "not-found" ? paths.notFound : paths.serverError);
}

/**
 * Next's router renders its global not-found segment (`/_not-found`) only with a full page
 * load, by design. Renamed to a plain segment, the same payload renders in place inside the
 * root layout, like the 500 page does, at the URL the reader asked for.
 */
export function asInPlacePayload(notFoundPayload: string): string {
  return notFoundPayload.replaceAll('"/_not-found"', '"_not-found"');
}
