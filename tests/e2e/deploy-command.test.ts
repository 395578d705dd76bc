import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type BuildReport, readBuildReport, writeBuildReport } from "@/lib/deploy/build-report";
import { gitState } from "@/lib/deploy/git";
import { planDeploy } from "@/lib/deploy/plan";
import { deploy, readBuild } from "@/lib/deploy/run";
import { s3Store } from "@/lib/deploy/s3-store";
import { FALLBACK_TYPE } from "@/lib/hosting/content-types";
import { runCommand, tsxIn } from "../../scripts/run-command";
import { OUT } from "../support/built-html";
import { headObject, listKeys, localS3ForFile } from "../support/s3";
import { SITE_V1, writeSiteTree } from "../support/site-tree";

/**
 * npm run deploy as an operator runs it (the command, its refusals, its printed plan and
 * progress) and on the real build in out/, against s3rver on the loopback interface.
 */

const storage = localS3ForFile(["gercek-dev", "cli-dev", "cli-prod"], "isilti-deploy-cli-");
const T0 = Date.parse("2025-06-01T10:00:00Z");
const at = () => new Date(T0);

describe("the real build in out/", () => {
  const hasOut = existsSync(path.join(OUT, "index.html"));

  it("gives every file a known type, fingerprinted assets a year, and pages revalidation", async () => {
    expect(hasOut, "run npm run build first").toBe(true);
    const plan = planDeploy({
      site: "isilti",
      files: await readBuild(OUT),
      previous: null,
      now: at(),
      graceDays: 7,
    });
    expect(plan.uploads.filter((u) => u.contentType === FALLBACK_TYPE).map((u) => u.key)).toEqual(
      [],
    );
    for (const upload of plan.uploads) {
      if (upload.key.startsWith("_astro/"))
        expect(upload.cacheControl, upload.key).toContain("immutable");
      if (/\.(html|txt)$/.test(upload.key))
        expect(upload.cacheControl, upload.key).toBe("public, max-age=0, must-revalidate");
      if (upload.key.endsWith(".txt"))
        expect(upload.contentType, upload.key).toBe("text/plain; charset=utf-8");
    }
    expect(plan.uploads.some((u) => u.key.startsWith("_astro/"))).toBe(true);
  });

  it("records the bundled sample data, which a production deploy refuses", () => {
    const { readiness, preview } = readBuildReport(OUT);
    expect(preview).toBe(false);
    expect(readiness.placeholders).toContain(
      'content/site/isilti.yaml: controller.legalName is still the placeholder "[ŞİRKET UNVANI]"',
    );
    expect(readiness.samplePartnerLinks).toEqual([
      expect.stringMatching(/^content\/partner-links\.json: \d+ sample partner link/),
    ]);
    expect(readiness.unpublishedLinks).toEqual([]);
    // The health articles name the placeholder reviewer; none has been reviewed yet.
    expect(readiness.unreviewed).toEqual([
      expect.stringMatching(/^\d+ article\(s\) name a medical reviewer but no review\.date/),
    ]);
  });

  it("stores a file of each kind with the right headers", async () => {
    const sample = path.join(storage.work, "real-sample");
    const byKind = new Map<string, string>();
    for (const file of await readBuild(OUT)) {
      const kind = file.key.match(/\.([a-z0-9]+)$/)?.[1] ?? file.key;
      if (!byKind.has(kind)) byKind.set(kind, file.key);
    }
    for (const key of byKind.values()) {
      mkdirSync(path.dirname(path.join(sample, key)), { recursive: true });
      copyFileSync(path.join(OUT, key), path.join(sample, key));
    }
    const plan = await deploy({
      store: s3Store(storage.client, "gercek-dev"),
      dir: sample,
      site: "isilti",
      graceDays: 7,
      now: at,
    });
    expect(plan.uploads.length).toBe(byKind.size);
    for (const upload of plan.uploads) {
      const head = await headObject(storage.client, "gercek-dev", upload.key);
      expect(head.contentType, upload.key).toBe(upload.contentType);
      expect(head.cacheControl, upload.key).toBe(upload.cacheControl);
    }
  });
});

describe("npm run deploy (the command)", () => {
  const project = process.cwd();
  const repo = path.join(storage.work, "cli");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, stdio: "ignore" });
  const report = (warnings: string[], readiness: Partial<BuildReport["readiness"]> = {}) =>
    writeBuildReport(path.join(repo, "out"), {
      site: "cli",
      buckets: { development: "cli-dev", production: "cli-prod" },
      graceDays: 7,
      warnings,
      preview: false,
      readiness: {
        placeholders: [],
        samplePartnerLinks: [],
        unpublishedLinks: [],
        unreviewed: [],
        ...readiness,
      },
      git: gitState(repo),
      builtAt: new Date(T0).toISOString(),
      buildId: "cli-build",
      articles: 2,
      upcoming: [],
      settings: { contentDir: "content", buildIdSalt: "", swKillSwitch: false },
    });
  const cli = (...args: string[]) => cliWith({}, ...args);
  const cliWith = (extraEnv: Record<string, string>, ...args: string[]) =>
    runCommand(
      tsxIn(project),
      [
        "--tsconfig",
        path.join(project, "tsconfig.json"),
        path.join(project, "scripts/deploy.ts"),
        ...args,
      ],
      {
        cwd: repo,
        env: { ...process.env, ...storage.s3.env, SITE: "", ...extraEnv },
        timeoutMs: 60_000,
      },
    );

  beforeAll(() => {
    mkdirSync(repo, { recursive: true });
    git("init", "-q");
    writeFileSync(path.join(repo, ".gitignore"), "out/\nbuild-report.json\n");
    git("add", ".gitignore");
    git("-c", "user.name=Deneme", "-c", "user.email=deneme@example.com", "commit", "-qm", "start");
    writeSiteTree(path.join(repo, "out"), SITE_V1);
  });

  it("prints the plan on a dry run and changes nothing", async () => {
    report([]);
    const run = await cli("--env", "dev", "--dry-run");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Deploy plan for bucket cli-dev: \d+ files to send/);
    expect(run.stdout).toContain("Dry run: nothing was changed.");
    expect(await listKeys(storage.client, "cli-dev")).toEqual([]);
  });

  it("refuses production from a build that warned or a dirty tree, and deploys when forced", async () => {
    report(["content/articles/x.md: entities.0.category: unknown category"]);
    const warned = await cli("--env", "prod");
    expect(warned.code).toBe(1);
    expect(warned.stderr).toMatch(/deploy refused \(prod\)[\s\S]*content check warned 1 time/);

    report([]);
    writeFileSync(path.join(repo, "yeni.txt"), "not committed");
    const dirty = await cli("--env", "prod");
    expect(dirty.code).toBe(1);
    expect(dirty.stderr).toMatch(/uncommitted changes/);
    expect(await listKeys(storage.client, "cli-prod")).toEqual([]);

    const forced = await cli("--env", "prod", "--force");
    expect(forced.code, forced.stderr).toBe(0);
    const total = (await readBuild(path.join(repo, "out"))).length;
    // The progress line (files and bytes), then the summary.
    expect(forced.stdout).toMatch(
      new RegExp(`\\[\\w+\\] ${total}/${total} files, [\\d.]+ KB/[\\d.]+ KB`),
    );
    expect(forced.stdout).toContain(`Deployed site "cli" to cli-prod: ${total} files sent`);
    expect(await listKeys(storage.client, "cli-prod")).toHaveLength(total + 1);
  });

  it("refuses sample data and links to drafts for production before contacting the store; development warns and goes on", async () => {
    report([], {
      placeholders: [
        'content/site/cli.yaml: controller.legalName is still the placeholder "[ŞİRKET UNVANI]"',
      ],
      samplePartnerLinks: ["content/partner-links.json: 9 sample partner link(s) (example.com)"],
      unpublishedLinks: [
        "article a links to /articles/b, which is a draft (content/articles/b.md)",
      ],
    });
    // A store that only counts who knocks: a refused deploy must not reach it at all.
    let connections = 0;
    const store = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
    const { port } = store.address() as { port: number };
    const knocking = { AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}` };
    try {
      for (const args of [["--dry-run"], [], ["--force"]]) {
        const run = await cliWith(knocking, "--env", "prod", ...args);
        expect(run.code, args.join(" ")).toBe(1);
        expect(run.stderr).toContain("deploy refused (prod)");
        expect(run.stderr).toContain(
          'controller.legalName is still the placeholder "[ŞİRKET UNVANI]"',
        );
        expect(run.stderr).toContain("9 sample partner link(s)");
        expect(run.stderr).toContain("links to /articles/b, which is a draft");
      }
      expect(connections).toBe(0);
    } finally {
      store.close();
    }
    const dev = await cli("--env", "dev", "--dry-run");
    expect(dev.code, dev.stderr).toBe(0);
    expect(dev.stderr).toMatch(
      /warning: a production deploy would refuse this build:[\s\S]*\[ŞİRKET UNVANI\][\s\S]*sample partner[\s\S]*which is a draft/,
    );
    expect(dev.stdout).toContain("Dry run: nothing was changed.");
  });

  it("explains its usage when the command line is wrong", async () => {
    const run = await cli("--env", "staging");
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--env must be dev or prod, not "staging"');
    expect(run.stderr).toContain("usage: npm run deploy");
  });
});
