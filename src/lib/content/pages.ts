import path from "node:path";
import { paths, STATIC_PAGE_SLUGS } from "@/lib/paths";
import { displayPath, readSourceFile } from "./files";
import { renderMarkdown } from "./markdown";
import { fillPageFields, pageFields } from "./page-fields";
import type { ProblemLog } from "./problems";
import { pageFrontMatterSchema } from "./schemas";
import { reportHouseStyle } from "./style-report";
import type { Site, StaticPage } from "./types";
import { readValidatedDocument } from "./validated";

/** The static pages; `site` fills their `{{…}}` placeholders (./page-fields.ts). */
export function loadPages(contentDir: string, log: ProblemLog, site: Site | null): StaticPage[] {
  const pages: StaticPage[] = [];
  // The static pages the footer links from every page; each must exist.
  for (const slug of STATIC_PAGE_SLUGS) {
    const absolute = path.join(contentDir, "pages", `${slug}.md`);
    const source = readSourceFile(absolute);
    if (!source) {
      log.error(
        displayPath(absolute),
        "-",
        "file is missing",
        "Dosya eksik: bu sayfa sitede olmalı.",
      );
      continue;
    }
    const doc = readValidatedDocument(source, pageFrontMatterSchema, log);
    if (!doc) continue;
    if (site?.language === "tr")
      reportHouseStyle(source, { body: doc.body, description: doc.data.description }, log);
    const rendered = renderMarkdown(doc.body);
    // Without settings (already reported) placeholders stay as written; the build stops anyway.
    const { html, problems } = site
      ? fillPageFields(rendered, pageFields(site))
      : { html: rendered, problems: [] };
    for (const problem of problems) log.error(source.file, "body", problem);
    pages.push({ slug, path: paths.staticPage(slug), ...doc.data, html });
  }
  return pages;
}
