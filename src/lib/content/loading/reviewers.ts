import path from "node:path";
import { checkReviewer } from "../editorial/entry-rules/collection-rules";
import { readYamlFiles, slugOwners } from "./authors";
import type { ProblemLog } from "./problems";
import { type ReviewerFile, reviewerSchema } from "./schemas";

/** The medical reviewers (content/reviewers/*.yaml); none is a valid set for a site without health articles. */
export function loadReviewers(
  contentDir: string,
  log: ProblemLog,
): { file: string; data: ReviewerFile }[] {
  const files = readYamlFiles(path.join(contentDir, "reviewers"), log);
  const context = { reviewers: slugOwners(files) };
  const reviewers: { file: string; data: ReviewerFile }[] = [];
  for (const { file, data } of files) {
    const findings = checkReviewer({ file, data, body: "" }, context);
    for (const finding of findings) log.finding(file, finding);
    if (findings.length === 0) reviewers.push({ file, data: reviewerSchema.parse(data) });
  }
  return reviewers;
}
