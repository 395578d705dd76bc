import path from "node:path";
import { displayPath, parseFrontMatter, readSourceFile } from "./files";
import { renderMarkdown } from "./markdown";
import type { ProblemLog } from "./problems";
import { pageFrontMatterSchema } from "./schemas";
import type { StaticPage } from "./types";

/** The static pages the site links from every footer; each must exist. */
export const STATIC_PAGES = ["about-us", "privacy-policy", "terms"] as const;
export type StaticPageSlug = (typeof STATIC_PAGES)[number];

/** Where each static page lives on the site (SPEC section 2). */
const STATIC_PAGE_PATHS: Record<StaticPageSlug, string> = {
  "about-us": "/info/about-us",
  "privacy-policy": "/privacy-policy",
  terms: "/terms",
};

export function loadPages(contentDir: string, log: ProblemLog): StaticPage[] {
  const pages: StaticPage[] = [];
  for (const slug of STATIC_PAGES) {
    const absolute = path.join(contentDir, "pages", `${slug}.md`);
    const source = readSourceFile(absolute);
    if (!source) {
      log.error(displayPath(absolute), "-", "file is missing");
      continue;
    }
    const doc = parseFrontMatter(source, log);
    if (!doc) continue;
    const parsed = pageFrontMatterSchema.safeParse(doc.data);
    if (!parsed.success) {
      log.zodIssues(source.file, parsed.error);
      continue;
    }
    pages.push({
      slug,
      path: STATIC_PAGE_PATHS[slug],
      ...parsed.data,
      html: renderMarkdown(doc.body),
    });
  }
  return pages;
}
