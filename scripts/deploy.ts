/**
 * Uploads the built site (out/) to its development or production bucket over the S3 API:
 *   npm run deploy -- --env dev [--dry-run]
 *   npm run deploy -- --env prod            (a clean, committed build whose content did not warn,
 *                                            with no sample data and no link to a draft)
 *   npm run deploy -- --env prod --status   (the live build, and what a rollback would restore)
 *   npm run deploy -- --env prod --rollback (the previous live build back: scripts/rollback.ts)
 * The site and its buckets come from the build (build-report.json beside out/), or for --status
 * and --rollback from the site settings; the endpoint, region and credentials from the
 * environment (src/lib/deploy/s3-store.ts), so any S3-compatible store works. See README,
 * "Deploying". In GitHub Actions, what was done or refused also goes to the job summary.
 */

import { buildFactsOf, readBuildReport } from "@/lib/deploy/build-report";
import { deployRefusals, notReadyForReaders } from "@/lib/deploy/checks";
import { DEPLOY_USAGE, parseDeployArgs } from "@/lib/deploy/cli-args";
import { gitState } from "@/lib/deploy/git";
import { MANIFEST_KEY, parseManifest } from "@/lib/deploy/manifest";
import { formatPlan, formatProgress } from "@/lib/deploy/plan-text";
import { deploy } from "@/lib/deploy/run";
import { s3Client, s3Store } from "@/lib/deploy/s3-store";
import { formatStatus } from "@/lib/deploy/status-text";
import { rollback } from "./rollback";
import { envOrExit } from "./support/env";
import { deploySettingsOrExit } from "./support/site-settings";
import { refusalMarkdown, toStepSummary } from "./support/step-summary";

const env = envOrExit();
const args = parseDeployArgs(process.argv.slice(2));
if ("error" in args) exit(`deploy: ${args.error}\n${DEPLOY_USAGE}`, 2);

function exit(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** Refused or failed: the reasons on stderr and in the job summary, and a failing exit code. */
function refuse(title: string, reasons: readonly string[], hint = ""): never {
  toStepSummary(env, `${refusalMarkdown(title, reasons)}${hint ? `\n\n${hint}` : ""}`);
  exit(`${title}:\n${reasons.map((r) => `  - ${r}`).join("\n")}${hint ? `\n${hint}` : ""}`);
}

if (args.action === "status" || args.action === "rollback") {
  const { buckets } = deploySettingsOrExit(env);
  const bucket = args.env === "prod" ? buckets.production : buckets.development;
  const store = s3Store(s3Client(env.s3), bucket);
  try {
    if (args.action === "status") {
      const text = formatStatus(parseManifest(await store.read(MANIFEST_KEY)), bucket);
      console.log(text);
      toStepSummary(env, `### Live build\n\n\`\`\`\n${text}\n\`\`\``);
    } else {
      const outcome = await rollback({
        store,
        env: args.env,
        dryRun: args.dryRun,
        project: process.cwd(),
      });
      if (!outcome.ok) refuse(`rollback refused (${args.env})`, outcome.reasons);
      console.log(outcome.lines.join("\n"));
      toStepSummary(env, `### ↩️ Rollback (${args.env})\n\n${outcome.lines.join("\n\n")}`);
    }
  } catch (error) {
    refuse(`${args.action} failed (${args.env})`, [
      error instanceof Error ? error.message : String(error),
    ]);
  }
  process.exit(0);
}

let report: ReturnType<typeof readBuildReport>;
try {
  report = readBuildReport(args.dir);
} catch (error) {
  refuse("deploy failed", [error instanceof Error ? error.message : String(error)]);
}
const refusals = deployRefusals({
  env: args.env,
  report,
  git: gitState(),
  siteFromEnv: env.chosenSite,
  force: args.force,
});
if (refusals.length > 0) {
  refuse(
    `deploy refused (${args.env})`,
    refusals,
    args.env === "prod" && !args.force
      ? "(--force deploys a dirty tree or a build that warned, never sample data or links to drafts)"
      : "",
  );
}

if (args.env === "dev") {
  const notReady = notReadyForReaders(report);
  if (notReady.length > 0)
    console.warn(
      `warning: a production deploy would refuse this build:\n${notReady.map((r) => `  - ${r}`).join("\n")}`,
    );
}

const bucket = args.env === "prod" ? report.buckets.production : report.buckets.development;
const store = s3Store(s3Client(env.s3), bucket);
const tty = process.stdout.isTTY;
let lastPrinted = 0;
try {
  const plan = await deploy({
    store,
    dir: args.dir,
    site: report.site,
    graceDays: report.graceDays,
    dryRun: args.dryRun,
    full: args.full,
    build: buildFactsOf(report),
    onProgress: (progress) => {
      const line = formatProgress(progress);
      if (tty) process.stdout.write(`\r${line}\u001b[K`);
      else if (progress.files === progress.totalFiles || Date.now() - lastPrinted > 2000) {
        console.log(line);
        lastPrinted = Date.now();
      }
    },
  });
  if (tty && !args.dryRun) process.stdout.write("\n");
  console.log(formatPlan(plan, bucket));
  const done = args.dryRun
    ? "Dry run: nothing was changed."
    : `Deployed site "${report.site}" to ${bucket}: ${plan.uploads.length} files sent, ${plan.deletions.length} deleted.`;
  console.log(done);
  toStepSummary(
    env,
    `### ${args.dryRun ? "Deploy plan" : "✅ Deployed"} (${args.env})\n\n${done} Build ${report.buildId}, commit ${report.git?.commit.slice(0, 12) ?? "-"}, ${report.articles} articles.`,
  );
} catch (error) {
  if (tty) process.stdout.write("\n");
  refuse(`deploy failed (${args.env})`, [
    `${error instanceof Error ? error.message : error}`,
    `The site in ${bucket} still works (files are sent in an order that keeps every page whole); run the same command again to complete the deploy.`,
  ]);
}
