/** Links in rendered HTML, and where they point on the site: for checks on pages' links. */

const HREF = /\shref="([^"]*)"/g;

/** Every link's address in `html`, entities decoded as a browser would. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(HREF)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
}

/** The site path a link points at, when it points into this site (relative or absolute). */
export function sitePath(href: string, siteUrl: string): string | null {
  try {
    const url = new URL(href, `${siteUrl}/`);
    return url.origin === new URL(siteUrl).origin ? decodeURI(url.pathname) : null;
  } catch {
    return null;
  }
}
