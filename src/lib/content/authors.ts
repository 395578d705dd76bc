import path from "node:path";
import { PAGE_SEGMENT } from "@/lib/paths";
import { parseYaml, readSourceFiles } from "./files";
import type { ProblemLog } from "./problems";
import { type AuthorFile, authorSchema } from "./schemas";

export interface LoadedAuthor {
  file: string;
  data: AuthorFile;
}

export function loadAuthors(contentDir: string, log: ProblemLog): LoadedAuthor[] {
  const authors: LoadedAuthor[] = [];
  const bySlug = new Map<string, string>();
  for (const source of readSourceFiles(path.join(contentDir, "authors"), [".yaml", ".yml"])) {
    const raw = parseYaml(source, log);
    if (raw === undefined) continue;
    const parsed = authorSchema.safeParse(raw);
    if (!parsed.success) {
      log.zodIssues(source.file, parsed.error);
      continue;
    }
    if (parsed.data.slug === PAGE_SEGMENT) {
      log.error(source.file, "slug", `"${PAGE_SEGMENT}" is reserved for the pages of listings`);
      continue;
    }
    const earlier = bySlug.get(parsed.data.slug);
    if (earlier) {
      log.error(source.file, "slug", `"${parsed.data.slug}" is already used by ${earlier}`);
      continue;
    }
    bySlug.set(parsed.data.slug, source.file);
    authors.push({ file: source.file, data: parsed.data });
  }
  if (authors.length === 0) log.error(path.join(contentDir, "authors"), "-", "no authors found");
  return authors;
}
