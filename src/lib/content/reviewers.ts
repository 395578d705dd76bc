import path from "node:path";
import { readSourceFiles } from "./files";
import type { ProblemLog } from "./problems";
import { type ReviewerFile, reviewerSchema } from "./schemas";
import { readValidated } from "./validated";

/** The medical reviewers (content/reviewers/*.yaml); none is a valid set for a site without health articles. */
export function loadReviewers(
  contentDir: string,
  log: ProblemLog,
): { file: string; data: ReviewerFile }[] {
  const reviewers: { file: string; data: ReviewerFile }[] = [];
  const bySlug = new Map<string, string>();
  for (const source of readSourceFiles(path.join(contentDir, "reviewers"), [".yaml", ".yml"])) {
    const data = readValidated(source, "yaml", reviewerSchema, log);
    if (!data) continue;
    const earlier = bySlug.get(data.slug);
    if (earlier) {
      log.error(
        source.file,
        "slug",
        `"${data.slug}" is already used by ${earlier}`,
        `“${data.slug}” adresini başka bir hekim kullanıyor (${earlier}): başka bir adres seçin.`,
      );
      continue;
    }
    bySlug.set(data.slug, source.file);
    reviewers.push({ file: source.file, data });
  }
  return reviewers;
}
