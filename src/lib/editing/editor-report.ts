import { editorDay } from "@/lib/content/editorial/entry-rules/editor-day";
import { heldInOrder } from "@/lib/content/editorial/held-articles";
import type { HeldArticle } from "@/lib/content/loading/load-content";
import type { ContentProblem } from "@/lib/content/loading/problems";
import { collectionOf, fieldName } from "./texts";

/**
 * Content problems as editors read them (npm run content:check, the build's failure): the file,
 * the field by its name on the desk's form, and what to do, in Turkish. A problem no rule has
 * put in Turkish yet keeps the developers' English.
 */
export function editorLine(problem: ContentProblem): string {
  const collection = collectionOf(problem.file) ?? "";
  return `${problem.file} · ${fieldName(collection, problem.field)}: ${problem.tr ?? problem.problem}`;
}

/**
 * Drafts and scheduled articles, soonest first, in Turkish (the English for the build log is
 * describeHeld in ../content/editorial/held-articles.ts).
 */
export function heldLines(held: readonly HeldArticle[]): string[] {
  const { scheduled, drafts } = heldInOrder(held);
  return [
    ...scheduled.map(
      (h) =>
        `${h.file}: planlı, ${editorDay(h.date)}; o gün ya da sonraki ilk yayın güncellemesinde yayımlanır`,
    ),
    ...drafts.map((h) => `${h.file}: taslak; Taslak düğmesi kapatılana dek yayımlanmaz`),
  ];
}
