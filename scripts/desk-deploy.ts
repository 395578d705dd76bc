/**
 * `npm run desk:deploy [-- --dir DIR]`: the newsroom's hosted desk, built
 * (`npm run edit -- --github DIR`, from EDITOR_GITHUB_REPO, EDITOR_OAUTH_URL and the content as
 * it is now) and uploaded to DESK_BUCKET with the site's deploy (only changed files, the same
 * types and caching, old files kept for a day for desks still open). The Desk workflow runs it
 * when a merge changes the category tree, the authors, the reviewers or the articles' slugs.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { formatPlan } from "@/lib/deploy/plan-text";
import { deploy } from "@/lib/deploy/run";
import { s3Client, s3Store } from "@/lib/deploy/s3-store";
import { tsxIn } from "./run-command";
import { envOrExit } from "./support/env";
import { refusalMarkdown, toStepSummary } from "./support/step-summary";

const env = envOrExit();
const { values } = parseArgs({ options: { dir: { type: "string" } }, strict: true });

function fail(reason: string): never {
  toStepSummary(env, refusalMarkdown("the desk was not deployed", [reason]));
  console.error(`desk:deploy: ${reason}`);
  process.exit(1);
}

const bucket = env.desk.bucket;
if (!bucket) fail("DESK_BUCKET names the bucket the desk is served from (docs/editing.md)");
const dir = values.dir ?? path.join(mkdtempSync(path.join(tmpdir(), "isilti-desk-")), "desk");
try {
  const built = spawnSync(tsxIn(), ["scripts/edit.ts", "--github", dir], { stdio: "inherit" });
  if (built.status !== 0) fail("the desk's build failed (see above)");
  const plan = await deploy({
    store: s3Store(s3Client(env.s3), bucket),
    dir,
    site: `${env.site}-desk`,
    graceDays: 1,
  });
  console.log(formatPlan(plan, bucket));
  const done = `The desk is in ${bucket}: ${plan.uploads.length} files sent, ${plan.unchanged} unchanged.`;
  console.log(done);
  toStepSummary(env, `### ✅ Desk deployed\n\n${done}`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  if (!values.dir) rmSync(path.dirname(dir), { recursive: true, force: true });
}
