import path from "node:path";
import { PAGE_SEGMENT } from "@/lib/paths";
import { readSourceFiles } from "./files";
import type { ProblemLog } from "./problems";
import { type AuthorFile, authorSchema } from "./schemas";
import { readValidated } from "./validated";

export interface LoadedAuthor {
  file: string;
  data: AuthorFile;
}

export function loadAuthors(contentDir: string, log: ProblemLog): LoadedAuthor[] {
  const authors: LoadedAuthor[] = [];
  const bySlug = new Map<string, string>();
  for (const source of readSourceFiles(path.join(contentDir, "authors"), [".yaml", ".yml"])) {
    const data = readValidated(source, "yaml", authorSchema, log);
    if (!data) continue;
    if (data.slug === PAGE_SEGMENT) {
      log.error(
        source.file,
        "slug",
        `"${PAGE_SEGMENT}" is reserved for the pages of listings`,
        `“${PAGE_SEGMENT}” adresi listelerin sayfalarına ayrılmış: başka bir adres seçin.`,
      );
      continue;
    }
    const earlier = bySlug.get(data.slug);
    if (earlier) {
      log.error(
        source.file,
        "slug",
        `"${data.slug}" is already used by ${earlier}`,
        `“${data.slug}” adresini başka bir yazar kullanıyor (${earlier}): başka bir adres seçin.`,
      );
      continue;
    }
    bySlug.set(data.slug, source.file);
    authors.push({ file: source.file, data: data });
  }
  if (authors.length === 0)
    log.error(
      path.join(contentDir, "authors"),
      "-",
      "no authors found",
      "Hiç yazar dosyası yok: en az bir yazar gerekli.",
    );
  return authors;
}
