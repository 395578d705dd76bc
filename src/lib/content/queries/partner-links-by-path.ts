import type { PartnerLinks } from "../types";

/**
 * The one form of a page path partner links are looked up by: percent-encoding decoded,
 * Unicode in NFC, no query or fragment, no trailing slash (except the home page's "/").
 * `/skin-care/`, `/sk%69n-care` and `/skin-care` are the same page.
 */
export function normalizePagePath(pagePath: string): string {
  let p = pagePath.split(/[?#]/, 1)[0] ?? "";
  try {
    p = decodeURIComponent(p);
  } catch {
    // A malformed escape (`%E0%A4%A`) is kept as written: it simply matches nothing else.
  }
  p = p.normalize("NFC");
  if (!p.startsWith("/")) p = `/${p}`;
  p = p.replace(/\/{2,}/g, "/");
  return p.length > 1 ? p.replace(/\/+$/, "") : p;
}

/** The links of one page, whichever way its path is written. */
export function partnerLinksFor(links: PartnerLinks, pagePath: string): string[] {
  return links.byPath[normalizePagePath(pagePath)] ?? [];
}
