import { currentYear } from "@/lib/i18n/format";
import type { DeployedBuild, DeployManifest } from "./manifest";

type Scheduled = DeployedBuild["upcoming"][number];

/**
 * The daily job's question: has something the live build left out become due? Answered from
 * the bucket's manifest alone (what the live build recorded it was holding back), before any
 * build, so a day with nothing due builds and sends nothing.
 */
export type DueDecision =
  /**
   * Build and deploy: these scheduled articles are due (none when no live build is recorded),
   * or the year changed since the live build (its footer's copyright line).
   */
  | { kind: "due"; became: Scheduled[]; newYear: boolean; live: DeployedBuild | null }
  /** Nothing to do until `next` (null: nothing is scheduled). */
  | { kind: "idle"; next: Scheduled | null; live: DeployedBuild }
  /** The live build was rolled back: publishing waits for a deploy, whatever is due. */
  | { kind: "held"; became: Scheduled[]; live: DeployedBuild };

/** `timeZone`: the site's, in which the footer's copyright year turns. */
export function decideDue(
  manifest: DeployManifest | null,
  now: Date,
  timeZone: string,
): DueDecision {
  const live = manifest?.live ?? null;
  if (!live) return { kind: "due", became: [], newYear: false, live: null };
  const time = now.getTime();
  const became = live.upcoming.filter((article) => Date.parse(article.at) <= time);
  if (manifest?.rolledBack) return { kind: "held", became, live };
  const newYear = currentYear(timeZone, now) > currentYear(timeZone, new Date(live.builtAt));
  if (became.length > 0 || newYear) return { kind: "due", became, newYear, live };
  return { kind: "idle", next: live.upcoming[0] ?? null, live };
}

/** The decision in a few lines, for the log and the job summary. */
export function describeDue(decision: DueDecision, bucket: string): string[] {
  const list = (articles: Scheduled[]) =>
    articles.map((a) => `- ${a.file} (/articles/${a.slug}), scheduled for ${a.at}`);
  switch (decision.kind) {
    case "due":
      if (!decision.live) return [`${bucket} records no live build: building and deploying one.`];
      return [
        ...(decision.became.length > 0
          ? [
              `${decision.became.length} scheduled article(s) became due since the live build (commit ${short(decision.live.commit)}, built ${decision.live.builtAt}):`,
              ...list(decision.became),
            ]
          : []),
        ...(decision.newYear
          ? [
              `The year changed since the live build (built ${decision.live.builtAt}): the footer's copyright line follows it.`,
            ]
          : []),
      ];
    case "idle":
      return [
        `Nothing became due since the live build (commit ${short(decision.live.commit)}, built ${decision.live.builtAt}): nothing was built or uploaded.`,
        decision.next
          ? `Next: ${decision.next.file} (/articles/${decision.next.slug}) on ${decision.next.at}.`
          : "No article is scheduled.",
      ];
    case "held":
      return [
        `Publishing is held: ${bucket} was rolled back to commit ${short(decision.live.commit)} (built ${decision.live.builtAt}). A daily build would bring back what was rolled back; deploy main (merge a fix, or run the deploy workflow) to end the rollback.`,
        ...(decision.became.length > 0
          ? ["Due and waiting meanwhile:", ...list(decision.became)]
          : []),
      ];
  }
}

const short = (commit: string | null) => (commit ? commit.slice(0, 12) : "(none)");
