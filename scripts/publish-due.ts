/**
 * The daily job: `npm run publish:due -- --env prod [--dry-run]`. Reads the bucket's manifest
 * (what the live build recorded it was holding back) and decides before building anything:
 * when a scheduled article has become due, it builds this checkout (BUILD_DATE = now) and
 * deploys it with `npm run deploy`, whose production checks apply as on any deploy; otherwise it
 * builds and uploads nothing. After a rollback it refuses (exit 1), so that a day's build never
 * brings back what was rolled back unnoticed. `--dry-run` says what it would do.
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { decideDue, describeDue } from "@/lib/deploy/due";
import { MANIFEST_KEY, parseManifest } from "@/lib/deploy/manifest";
import { s3Client, s3Store } from "@/lib/deploy/s3-store";
import { dictionary } from "@/lib/i18n";
import { tsxIn } from "./run-command";
import { envOrExit } from "./support/env";
import { siteOrExit } from "./support/site-settings";
import { refusalMarkdown, toStepSummary } from "./support/step-summary";

const USAGE = "usage: npm run publish:due -- --env dev|prod [--dry-run]";
const env = envOrExit();
let values: { env?: string; "dry-run": boolean };
try {
  ({ values } = parseArgs({
    options: { env: { type: "string" }, "dry-run": { type: "boolean", default: false } },
    strict: true,
  }));
} catch (error) {
  console.error(`publish:due: ${error instanceof Error ? error.message : error}\n${USAGE}`);
  process.exit(2);
}
const deployEnv = values.env;
if (deployEnv !== "dev" && deployEnv !== "prod") {
  console.error(`publish:due: --env must be dev or prod\n${USAGE}`);
  process.exit(2);
}

const { site, deploy } = siteOrExit(env);
const bucket = deployEnv === "prod" ? deploy.buckets.production : deploy.buckets.development;
// The clock of the decision is the build's: an article due now is published by this build.
const now = env.buildDate ?? new Date();
let decision: ReturnType<typeof decideDue>;
try {
  const manifest = parseManifest(await s3Store(s3Client(env.s3), bucket).read(MANIFEST_KEY));
  decision = decideDue(manifest, now, dictionary(site.language).timeZone);
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  toStepSummary(env, refusalMarkdown(`the daily build could not read ${bucket}`, [reason]));
  console.error(`publish:due: ${reason}`);
  process.exit(1);
}
const lines = describeDue(decision, bucket);
console.log(lines.join("\n"));

if (decision.kind === "held") {
  toStepSummary(env, refusalMarkdown(`daily build held (${deployEnv})`, lines));
  process.exit(1);
}
if (decision.kind === "idle") {
  toStepSummary(env, `### Daily build (${deployEnv}): nothing due\n\n${lines.join("\n")}`);
  process.exit(0);
}
if (values["dry-run"]) {
  console.log(
    `Dry run: would build this checkout at ${now.toISOString()} and deploy it to ${bucket}.`,
  );
  process.exit(0);
}

toStepSummary(env, `### Daily build (${deployEnv}): due\n\n${lines.join("\n")}`);
const childEnv: NodeJS.ProcessEnv = { ...process.env, BUILD_DATE: now.toISOString() };
// As `npm run build` runs (a test runner's NODE_ENV would change what the bundler writes).
Reflect.deleteProperty(childEnv, "NODE_ENV");
const step = (script: string, ...args: string[]) =>
  spawnSync(tsxIn(), [script, ...args], { stdio: "inherit", env: childEnv }).status ?? 1;
const built = step("scripts/build.ts");
if (built !== 0) {
  toStepSummary(
    env,
    refusalMarkdown("the daily build failed", ["npm run build failed: see the log"]),
  );
  process.exit(built);
}
// The deploy's own checks and summary apply; its exit code is the job's.
process.exit(step("scripts/deploy.ts", "--env", deployEnv));
