import { appendFileSync } from "node:fs";
import type { Env } from "@/lib/env";

/**
 * Adds Markdown to the GitHub Actions job summary (GITHUB_STEP_SUMMARY), where the newsroom
 * reads what a run did or why it refused; outside Actions it does nothing (the log has it all).
 */
export function toStepSummary(env: Pick<Env, "stepSummary">, markdown: string): void {
  if (env.stepSummary) appendFileSync(env.stepSummary, `${markdown.trimEnd()}\n\n`);
}

/** A refusal or failure as the summary shows it: a heading and the reasons, verbatim. */
export function refusalMarkdown(title: string, reasons: readonly string[]): string {
  return `### ❌ ${title}\n\n${reasons.map((r) => `- ${r.replaceAll("\n", "\n  ")}`).join("\n")}`;
}
