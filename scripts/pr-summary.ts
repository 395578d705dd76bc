/**
 * The pull request's summary: `npm run pr:summary -- --base ../base/out [--dir out]` compares
 * this build with the base branch's (built the same way beside it) and writes what readers
 * would see change, the content warnings and every reason a production deploy would refuse the
 * build to the job summary (GITHUB_STEP_SUMMARY) and the log. It exits 1 when production would
 * refuse, so a required pull-request check keeps the desk from merging such a build.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type BuildReport, readBuildReport } from "@/lib/deploy/build-report";
import { changeSummaryMarkdown, compareBuilds } from "@/lib/deploy/change-summary";
import { deployRefusals } from "@/lib/deploy/checks";
import { readBuild } from "@/lib/deploy/run";
import { envOrExit } from "./support/env";
import { toStepSummary } from "./support/step-summary";

const USAGE = "usage: npm run pr:summary -- --base BASE_OUT [--dir out]";
const env = envOrExit();
let values: { base?: string; dir?: string };
try {
  ({ values } = parseArgs({
    options: { base: { type: "string" }, dir: { type: "string", default: "out" } },
    strict: true,
  }));
} catch (error) {
  console.error(`pr:summary: ${error instanceof Error ? error.message : error}\n${USAGE}`);
  process.exit(2);
}
if (!values.base || !values.dir) {
  console.error(`pr:summary: --base names the base branch's built site\n${USAGE}`);
  process.exit(2);
}
const baseDir = values.base;
const headDir = values.dir;
for (const dir of [baseDir, headDir])
  if (!existsSync(path.join(dir, "index.html"))) {
    console.error(`pr:summary: ${dir} holds no built site (npm run build first)`);
    process.exit(1);
  }

const head = readBuildReport(headDir);
let base: BuildReport | null = null;
try {
  base = readBuildReport(baseDir);
} catch {
  // An older base branch wrote no report (or another shape): the pages still compare.
}
const change = compareBuilds(await readBuild(baseDir), await readBuild(headDir));
const titles = new Map<string, string>();
const titleOf = (dir: string, page: string) => {
  const file = page === "/" ? "index.html" : `${page.slice(1)}.html`;
  const html = readFileSync(path.join(dir, file), "utf8");
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
};
for (const page of [...change.added, ...change.changed].filter((p) => p.startsWith("/articles/")))
  titles.set(page, titleOf(headDir, page) ?? "");
for (const page of change.removed.filter((p) => p.startsWith("/articles/")))
  titles.set(page, titleOf(baseDir, page) ?? "");

// As the deploy on merge would judge it: the build's own commit stands for the work tree.
const refusals = deployRefusals({ env: "prod", report: head, git: head.git, force: false });
const markdown = changeSummaryMarkdown({ change, head, base, titles, refusals });
console.log(markdown);
toStepSummary(env, markdown);
process.exit(refusals.length > 0 ? 1 : 0);
