import path from "node:path";
import { paths, STATIC_PAGE_SLUGS } from "@/lib/paths";
import { checkPage } from "../editorial/entry-rules/collection-rules";
import type { Site, StaticPage } from "../types";
import { displayPath, parseFrontMatter, readSourceFile } from "./files";
import { renderMarkdown } from "./markdown";
import { staticPageHtml } from "./page-fields";
import type { ProblemLog } from "./problems";
import { pageFrontMatterSchema } from "./schemas";

/** The static pages; `site` picks their counter blocks and fills their `{{…}}` placeholders (./page-fields.ts). */
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
    const parsed = parseFrontMatter(source, log);
    if (!parsed) continue;
    const data = parsed.data && typeof parsed.data === "object" ? parsed.data : {};
    const findings = checkPage(
      { file: source.file, data: data as Record<string, unknown>, body: parsed.body },
      { language: site?.language ?? "" },
    );
    for (const finding of findings) log.finding(source.file, finding, parsed.bodyStart);
    if (findings.length > 0) continue;
    const doc = { data: pageFrontMatterSchema.parse(data), body: parsed.body };
    // Without settings (already reported) placeholders stay as written; the build stops anyway.
    const { html, problems } = site
      ? staticPageHtml(doc.body, site)
      : { html: renderMarkdown(doc.body), problems: [] };
    for (const problem of problems) log.error(source.file, "body", problem);
    pages.push({ slug, path: paths.staticPage(slug), ...doc.data, html });
  }
  return pages;
}
