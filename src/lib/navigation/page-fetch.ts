/**
 * The navigation runtime's own fetch of the next page (src/astro/runtime/loader.ts): a GET of
 * this site's HTML that is neither a full load (the browser's navigation) nor a prefetch.
 * The service worker stores these like visited pages and answers them offline from its copy.
 */
export function isPageFetch(
  request: { method: string; mode: string; headers: { get(name: string): string | null } },
  url: URL,
  origin: string,
): boolean {
  if (request.method !== "GET" || request.mode === "navigate" || url.origin !== origin)
    return false;
  if (
    (request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "").includes(
      "prefetch",
    )
  )
    return false;
  return (request.headers.get("accept") ?? "").startsWith("text/html");
}
