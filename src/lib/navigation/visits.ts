/**
 * The page tells the service worker about every page it shows (client-side navigations
 * included, which may never fetch the page's HTML), so that the worker stores it for offline.
 */
export const VISITED_MESSAGE = "isilti:visited";

/** The page to store from a message a client posted, or null for anything else. */
export function visitedUrl(message: unknown, origin: string): string | null {
  const { type, path } = (message ?? {}) as { type?: unknown; path?: unknown };
  if (type !== VISITED_MESSAGE || typeof path !== "string" || !path.startsWith("/")) return null;
  const url = new URL(path, origin);
  return url.origin === origin ? url.href : null;
}
