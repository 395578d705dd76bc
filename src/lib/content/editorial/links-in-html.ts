/** Links in rendered HTML, and where they point on the site: for checks on pages' links. */

import type { Nodes } from "hast";
import { parseHtml } from "@/lib/text/html-text";

/** Every link's address in `html` (any element's `href`), read as a browser reads it. */
export function hrefs(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Nodes) => {
    if (node.type === "element" && typeof node.properties.href === "string")
      found.push(node.properties.href);
    if ("children" in node) for (const child of node.children) visit(child);
  };
  visit(parseHtml(html));
  return found;
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
