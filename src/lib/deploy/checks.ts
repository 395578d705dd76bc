import { readinessLines } from "@/lib/content/editorial/production-readiness";
import type { BuildReport } from "./build-report";
import type { GitState } from "./git";

export type DeployEnv = "dev" | "prod";

/**
 * What makes a build unfit for readers: sample data and links to unpublished articles belong to
 * development builds only. Production refuses each (even with --force: nothing about the work
 * tree can make a placeholder company name right); development prints them and goes on.
 */
export function notReadyForReaders(report: BuildReport): string[] {
  const found = readinessLines(report.readiness);
  if (report.preview)
    found.unshift(
      "the build shows drafts and scheduled articles (CONTENT_PREVIEW=1): build without it",
    );
  return found;
}

/**
 * Why a deploy must not run, or [] when it may. Production takes only a build fit for readers
 * (notReadyForReaders) of a clean, committed work tree whose content check did not warn;
 * `--force` overrides the last two (never the site check: a build goes only to its own site's
 * buckets).
 */
export function deployRefusals(input: {
  env: DeployEnv;
  report: BuildReport;
  /** The work tree now. */
  git: GitState | null;
  /** SITE from the environment, when set. */
  siteFromEnv?: string;
  force: boolean;
}): string[] {
  const { env, report, git } = input;
  if (input.siteFromEnv && input.siteFromEnv !== report.site) {
    return [
      `out/ holds the site "${report.site}" but SITE is "${input.siteFromEnv}": build that site first (SITE=${input.siteFromEnv} npm run build)`,
    ];
  }
  if (env !== "prod") return [];
  const refusals = notReadyForReaders(report);
  if (input.force) return refusals;
  if (!git)
    refusals.push("this is not a git work tree: a production deploy must come from a commit");
  else if (git.dirty)
    refusals.push("the work tree has uncommitted changes: commit them, build, then deploy");
  if (!report.git) refusals.push("the build was not made in a git work tree");
  else if (report.git.dirty) refusals.push("the build was made from uncommitted changes");
  else if (git && report.git.commit !== git.commit)
    refusals.push(
      `the build is of commit ${report.git.commit.slice(0, 12)}, the work tree is at ${git.commit.slice(0, 12)}: build again`,
    );
  if (report.warnings.length > 0)
    refusals.push(
      `the build's content check warned ${report.warnings.length} time(s):\n${report.warnings.map((w) => `    ${w}`).join("\n")}`,
    );
  return refusals;
}
