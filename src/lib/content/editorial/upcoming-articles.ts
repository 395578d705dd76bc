import type { HeldArticle } from "../loading/load-content";

/** A scheduled article: when it becomes public, and which file it is. */
export interface ScheduledArticle {
  /** The article's `date` as an instant (ISO, UTC). */
  at: string;
  slug: string;
  file: string;
}

/**
 * What a build for readers left out that a later build will publish by itself, soonest first:
 * the scheduled articles (drafts wait for an editor, not for a date). An `updated` date never
 * waits: the content check refuses one later than the build's date, so a build that exists has
 * none pending.
 */
export function upcoming(held: readonly HeldArticle[]): ScheduledArticle[] {
  return held
    .filter((h) => h.reason === "scheduled")
    .map((h) => ({ at: new Date(h.date).toISOString(), slug: h.slug, file: h.file }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.slug.localeCompare(b.slug));
}
