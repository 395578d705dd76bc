import { paths } from "@/lib/paths";
import { hrefs, sitePath } from "../links-in-html";
import { editorDay } from "./editor-day";
import { type Finding, warning } from "./finding";

/** An article readers cannot read yet: a draft, or dated later. */
export interface HeldTarget {
  file: string;
  slug: string;
  reason: "draft" | "scheduled";
  date: string;
}

/**
 * A published page's links to articles that are not published (a draft, a scheduled one): a
 * reader would follow them to a missing page. The site builds; a production deploy refuses.
 */
export function draftLinkFindings(
  html: string,
  siteUrl: string,
  held: readonly HeldTarget[],
): Finding[] {
  const byPath = new Map(held.map((h) => [paths.article(h.slug), h]));
  if (byPath.size === 0) return [];
  return [...new Set(hrefs(html))].flatMap((href) => {
    const target = byPath.get(sitePath(href, siteUrl) ?? "");
    if (!target) return [];
    const why = target.reason === "draft" ? "a draft" : `scheduled for ${target.date.slice(0, 10)}`;
    const whyTr =
      target.reason === "draft"
        ? "bir taslak"
        : `${editorDay(target.date)} gününe planlı, henüz yayımlanmamış bir yazı`;
    return [
      warning(
        "draft-links",
        "body",
        `${href} bağlantısı ${whyTr} (${target.file}): okur boş bir sayfaya varır. O yazı yayımlanınca bağlantıyı ekleyin ya da şimdilik kaldırın.`,
        `links to ${href}, which is ${why} (${target.file})`,
      ),
    ];
  });
}
