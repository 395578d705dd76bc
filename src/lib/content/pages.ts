import path from "node:path";
import { paths, STATIC_PAGE_SLUGS } from "@/lib/paths";
import { displayPath, readSourceFile } from "./files";
import { renderMarkdown } from "./markdown";
import { staticPageHtml } from "./page-fields";
import type { ProblemLog } from "./problems";
import { pageFrontMatterSchema } from "./schemas";
import { reportHouseStyle } from "./style-report";
import type { Site, StaticPage } from "./types";
import { readValidatedDocument } from "./validated";

/** The static pages; `site` picks their counter blocks and fills their `{{…}}` placeholders (./page-fields.ts). */
export function loadPages(contentDir: string, log: ProblemLog, site: Site | null): StaticPage[] {
  const pages: StaticPage[] = [];
  // The static pages the footer links from every page; each must exist.
  for (const slug of STATIC_PAGE_SLUGS) {
    const absolute = path.join(contentDir, "pages", `${slug}.md`);
    const source = readSourceFile(absolute);
    if (!source) {
      log.error(displayPath(absolute), "-", "file is missing");
      continue;
    }
    const doc = readValidatedDocument(source, pageFrontMatterSchema, log);
    if (!doc) continue;
    if (site?.language === "tr")
      reportHouseStyle(source, { body: doc.body, description: doc.data.description }, log);
    // Without settings (already reported) placeholders stay as written; the build stops anyway.
    const { html, problems } = site
      ? staticPageHtml(doc.body, site)
      : { html: renderMarkdown(doc.body), problems: [] };
    for (const problem of problems) log.error(source.file, "body", problem);
    pages.push({ slug, path: paths.staticPage(slug), ...doc.data, html });
  }
  return pages;
}
