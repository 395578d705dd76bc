import path from "node:path";
import { checkAuthor } from "../editorial/entry-rules/collection-rules";
import type { SlugOwner } from "../editorial/entry-rules/context";
import { parseYaml, readSourceFiles } from "./files";
import type { ProblemLog } from "./problems";
import { type AuthorFile, authorSchema } from "./schemas";

export interface LoadedAuthor {
  file: string;
  data: AuthorFile;
}

/** A YAML file of a folder, parsed; files that do not parse are reported and left out. */
export function readYamlFiles(
  dir: string,
  log: ProblemLog,
): { file: string; data: Record<string, unknown> }[] {
  return readSourceFiles(dir, [".yaml", ".yml"]).flatMap((source) => {
    const data = parseYaml(source, log);
    if (data === undefined) return [];
    const record =
      data && typeof data === "object" && !Array.isArray(data)
        ? (data as Record<string, unknown>)
        : {};
    return [{ file: source.file, data: record }];
  });
}

/** Which file each slug belongs to: the first, in the files' order, that names it. */
export const slugOwners = (files: readonly { file: string; data: Record<string, unknown> }[]) =>
  files.flatMap(({ file, data }): SlugOwner[] =>
    typeof data.slug === "string" ? [{ file, slug: data.slug }] : [],
  );

/** Every author, checked with the entry rules (../editorial/entry-rules/collection-rules.ts). */
export function loadAuthors(contentDir: string, log: ProblemLog): LoadedAuthor[] {
  const files = readYamlFiles(path.join(contentDir, "authors"), log);
  const context = { authors: slugOwners(files) };
  const authors: LoadedAuthor[] = [];
  for (const { file, data } of files) {
    const findings = checkAuthor({ file, data, body: "" }, context);
    for (const finding of findings) log.finding(file, finding);
    if (findings.length === 0) authors.push({ file, data: authorSchema.parse(data) });
  }
  if (authors.length === 0 && files.length === 0)
    log.error(
      path.join(contentDir, "authors"),
      "-",
      "no authors found",
      "Hiç yazar dosyası yok: en az bir yazar gerekli.",
    );
  return authors;
}
