/**
 * Uploads the built site (out/) to its development or production bucket over the S3 API:
 *   npm run deploy -- --env dev [--dry-run]
 *   npm run deploy -- --env prod            (a clean, committed build whose content did not warn,
 *                                            with no sample data and no link to a draft)
 * The site and its buckets come from the build (build-report.json beside out/); the endpoint,
 * region and credentials from the environment (src/lib/deploy/s3-store.ts), so any
 * S3-compatible store works. See README, "Deploying".
 */

import { readBuildReport } from "@/lib/deploy/build-report";
import { deployRefusals, notReadyForReaders } from "@/lib/deploy/checks";
import { DEPLOY_USAGE, parseDeployArgs } from "@/lib/deploy/cli-args";
import { gitState } from "@/lib/deploy/git";
import { formatPlan, formatProgress } from "@/lib/deploy/plan-text";
import { deploy } from "@/lib/deploy/run";
import { s3Client, s3Store } from "@/lib/deploy/s3-store";
import { envOrExit } from "./support/env";

function exit(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const env = envOrExit();
const args = parseDeployArgs(process.argv.slice(2));
if ("error" in args) exit(`deploy: ${args.error}\n${DEPLOY_USAGE}`, 2);

let report: ReturnType<typeof readBuildReport>;
try {
  report = readBuildReport(args.dir);
} catch (error) {
  exit(`deploy: ${error instanceof Error ? error.message : error}`);
}
const refusals = deployRefusals({
  env: args.env,
  report,
  git: gitState(),
  siteFromEnv: env.chosenSite,
  force: args.force,
});
if (refusals.length > 0) {
  exit(
    `deploy refused (${args.env}):\n${refusals.map((r) => `  - ${r}`).join("\n")}${args.env === "prod" && !args.force ? "\n(--force deploys a dirty tree or a build that warned, never sample data or links to drafts)" : ""}`,
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
  console.log(
    args.dryRun
      ? "Dry run: nothing was changed."
      : `Deployed site "${report.site}" to ${bucket}: ${plan.uploads.length} files sent, ${plan.deletions.length} deleted.`,
  );
} catch (error) {
  if (tty) process.stdout.write("\n");
  exit(
    `deploy failed: ${error instanceof Error ? error.message : error}\nThe site in ${bucket} still works (files are sent in an order that keeps every page whole); run the same command again to complete the deploy.`,
  );
}
