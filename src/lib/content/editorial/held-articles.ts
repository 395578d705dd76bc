import type { HeldArticle } from "../loading/load-content";

/**
 * What a build left out, a line each, for the build log and `npm run content:check`: the
 * editors' view of what is not live yet. Scheduled articles first, soonest first.
 */
export function describeHeld(held: readonly HeldArticle[]): string[] {
  const { scheduled, drafts } = heldInOrder(held);
  return [
    ...scheduled.map(
      (h) =>
        `${h.file}: scheduled for ${h.date.slice(0, 10)}; published by the first build on or after that day`,
    ),
    ...drafts.map((h) => `${h.file}: draft (draft: true); not published until the line is removed`),
  ];
}

/** Scheduled articles soonest first, then drafts by file: the order every list of them uses. */
export function heldInOrder(held: readonly HeldArticle[]): {
  scheduled: HeldArticle[];
  drafts: HeldArticle[];
} {
  return {
    scheduled: held
      .filter((h) => h.reason === "scheduled")
      .sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file)),
    drafts: held.filter((h) => h.reason === "draft").sort((a, b) => a.file.localeCompare(b.file)),
  };
}
