import path from "node:path";
import { paths, STATIC_PAGE_SLUGS } from "@/lib/paths";
import { displayPath, parseFrontMatter, readSourceFile } from "./files";
import { renderMarkdown } from "./markdown";
import type { ProblemLog } from "./problems";
import { pageFrontMatterSchema } from "./schemas";
import type { StaticPage } from "./types";

export function loadPages(contentDir: string, log: ProblemLog): StaticPage[] {
  const pages: StaticPage[] = [];
  // The static pages the footer links from every page; each must exist.
  for (const slug of STATIC_PAGE_SLUGS) {
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
      path: paths.staticPage(slug),
      ...parsed.data,
      html: renderMarkdown(doc.body),
    });
  }
  return pages;
}
