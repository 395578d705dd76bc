/**
 * Publishing without a developer, as the workflows run it (.github/workflows), on a copy of the
 * project made a git repository with production-ready content, against an S3-compatible server
 * and with every clock given (BUILD_DATE):
 *   A   built and deployed on 1 June, one article scheduled for 3 June; --status; --rollback
 *       with one build only is refused; the daily job on 2 June builds and uploads nothing;
 *   B   a merge (one article changed, one added): the pull request's summary says so; deployed;
 *   C   a code change merged, and the daily job on 3 June: the scheduled article is due, so it
 *       builds and deploys, and the article is listed;
 *   --rollback puts B back byte for byte while a reader has a page of C open, who keeps
 *   navigating; the daily job then holds; a rollback whose rebuild is not the live build's
 *   bytes is refused. Five builds: each one is needed by a case.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MANIFEST_KEY, parseManifest } from "@/lib/deploy/manifest";
import { readBuild } from "@/lib/deploy/run";
import { tr } from "@/lib/i18n/tr";
import { runCommand, tsxIn } from "../../scripts/run-command";
import { articleVariant } from "../support/article-variant";
import { launchBrowser } from "../support/browser";
import { markWindow, NO_PREFETCH, newReader, windowMarked } from "../support/navigation";
import { makeProductionReady } from "../support/production-content";
import { buildIn, copyProject } from "../support/project-copy";
import { listKeys, localS3ForFile, readObject, serveBucket } from "../support/s3";

const BUILD_TIMEOUT = 15 * 60_000;
/** Commands that talk to the store without building: seconds alone, more on a busy machine. */
const CLI_TIMEOUT = 3 * 60_000;
const BUCKET = "isilti-prod";
const storage = localS3ForFile(["isilti-dev", BUCKET], "isilti-publishing-");
const copy = copyProject();
const repo = copy.dir;
afterAll(() => copy.cleanup());

const AT = {
  a: "2030-06-01T00:05:00.000Z",
  quietDay: "2030-06-02T00:05:00.000Z",
  b: "2030-06-02T12:00:00.000Z",
  dueDay: "2030-06-03T00:05:00.000Z",
  dayAfter: "2030-06-04T00:05:00.000Z",
};
const SCHEDULED = "haziranda-planli-yazi";
const ADDED = "yeni-eklenen-rehber";
const CHANGED = "boyali-saclarda-rengin-solmasini-geciktirmenin-yollari";
const articleFile = (slug: string) => path.join(repo, "content/articles", `${slug}.md`);
const summaryFile = () => path.join(storage.work, `summary-${Date.now()}.md`);

const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
const commit = (message: string) => {
  git("add", "-A");
  git("-c", "user.name=Masa", "-c", "user.email=masa@example.com", "commit", "-qm", message);
  return git("rev-parse", "HEAD").trim();
};
/** An npm script of the copy, as a workflow step runs it (`npm run x` is `tsx scripts/x.ts`). */
const npmRun = (script: string, args: string[], env: Record<string, string> = {}) =>
  runCommand(tsxIn(repo), [`scripts/${script}.ts`, ...args], {
    cwd: repo,
    env: { ...process.env, ...storage.s3.env, SITE: "", ...env },
    timeoutMs: BUILD_TIMEOUT,
  });
const build = async (date: string) => {
  const run = await buildIn(repo, { BUILD_DATE: date });
  expect(run.code, run.stderr.slice(-3000)).toBe(0);
};
/** out/ and its report, kept aside as one build's files. */
const keepBuild = (name: string) => {
  const dir = path.join(storage.work, name);
  cpSync(path.join(repo, "out"), path.join(dir, "out"), { recursive: true });
  cpSync(path.join(repo, "build-report.json"), path.join(dir, "build-report.json"));
  return path.join(dir, "out");
};
const manifest = async () => parseManifest(await readObject(storage.client, BUCKET, MANIFEST_KEY));
const bucketState = async () => ({
  keys: await listKeys(storage.client, BUCKET),
  manifest: await readObject(storage.client, BUCKET, MANIFEST_KEY),
});

const commits: Record<string, string> = {};
let outA = "";
let outB = "";

beforeAll(async () => {
  makeProductionReady(repo);
  const source = readFileSync(
    articleFile("bb-krem-cc-krem-ve-renkli-nemlendirici-farklari-neler"),
    "utf8",
  );
  writeFileSync(
    articleFile(SCHEDULED),
    articleVariant(source, {
      slug: SCHEDULED,
      title: "Haziranda Yayımlanacak Planlı Bir Rehber",
      date: AT.dueDay.slice(0, 10),
    }),
  );
  git("init", "-q", "-b", "main");
  commits.a = commit("A: production-ready content, one article scheduled for 3 June");
  await build(AT.a);
  outA = keepBuild("a");
}, BUILD_TIMEOUT);

describe("the first production build (A)", () => {
  it(
    "deploys, and --status names it with nothing to go back to",
    async () => {
      const deploy = await npmRun("deploy", ["--env", "prod"]);
      expect(deploy.code, deploy.stderr).toBe(0);
      const status = await npmRun("deploy", ["--env", "prod", "--status"]);
      expect(status.code, status.stderr).toBe(0);
      const report = JSON.parse(readFileSync(path.join(repo, "build-report.json"), "utf8"));
      expect(status.stdout).toContain(
        `live:     build ${report.buildId}, commit ${commits.a?.slice(0, 12)}, built ${AT.a}, ${report.articles} articles`,
      );
      expect(status.stdout).toContain(
        `next scheduled: content/articles/${SCHEDULED}.md on 2030-06-03`,
      );
      expect(status.stdout).toContain("rollback: nothing to go back to");
    },
    CLI_TIMEOUT,
  );

  it(
    "refuses a rollback with one build only, naming why in the job summary; the bucket is unchanged",
    async () => {
      const before = await bucketState();
      const mark = storage.s3.changes.length;
      const summary = summaryFile();
      const run = await npmRun("deploy", ["--env", "prod", "--rollback"], {
        GITHUB_STEP_SUMMARY: summary,
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("rollback refused (prod)");
      expect(run.stderr).toContain(
        `nothing to roll back to: ${BUCKET} records no build before the live one`,
      );
      expect(readFileSync(summary, "utf8")).toMatch(
        /❌ rollback refused \(prod\)[\s\S]*nothing to roll back to/,
      );
      expect(storage.s3.changesTo(BUCKET, mark)).toEqual([]);
      expect(await bucketState()).toEqual(before);
    },
    CLI_TIMEOUT,
  );

  it(
    "the daily job with nothing due builds nothing and writes nothing",
    async () => {
      const mark = storage.s3.changes.length;
      const reportBefore = readFileSync(path.join(repo, "build-report.json"), "utf8");
      const summary = summaryFile();
      const run = await npmRun("publish-due", ["--env", "prod"], {
        BUILD_DATE: AT.quietDay,
        GITHUB_STEP_SUMMARY: summary,
      });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain("Nothing became due since the live build");
      expect(run.stdout).toContain(
        `Next: content/articles/${SCHEDULED}.md (/articles/${SCHEDULED}) on 2030-06-03`,
      );
      expect(readFileSync(summary, "utf8")).toContain("nothing due");
      expect(storage.s3.changesTo(BUCKET, mark)).toEqual([]);
      // No build ran: out/ and its report are A's.
      expect(readFileSync(path.join(repo, "build-report.json"), "utf8")).toBe(reportBefore);

      const dry = await npmRun("publish-due", ["--env", "prod", "--dry-run"], {
        BUILD_DATE: AT.dueDay,
      });
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stdout).toContain("1 scheduled article(s) became due");
      expect(dry.stdout).toContain(`Dry run: would build this checkout at ${AT.dueDay}`);
      expect(storage.s3.changesTo(BUCKET, mark)).toEqual([]);
    },
    CLI_TIMEOUT,
  );
});

describe("a merge (B): one article changed, one added", () => {
  let changedTitle = "";

  beforeAll(async () => {
    const text = readFileSync(articleFile(CHANGED), "utf8");
    changedTitle = `${/^title: "?(.*?)"?$/m.exec(text)?.[1]} (Güncel)`;
    writeFileSync(
      articleFile(CHANGED),
      text.replace(/^title: .*$/m, `title: ${JSON.stringify(changedTitle)}`),
    );
    writeFileSync(
      articleFile(ADDED),
      articleVariant(readFileSync(articleFile("evde-manikur-adim-adim"), "utf8"), {
        slug: ADDED,
        title: "Yeni Eklenen Bir Manikür Rehberi",
        date: AT.b.slice(0, 10),
      }),
    );
    commits.b = commit("B: one article changed, one added");
    await build(AT.b);
    outB = keepBuild("b");
  }, BUILD_TIMEOUT);

  it(
    "the pull request's summary lists the added and the changed article, and production would take it",
    async () => {
      const summary = summaryFile();
      const run = await npmRun("pr-summary", ["--base", outA], { GITHUB_STEP_SUMMARY: summary });
      expect(run.code, run.stdout + run.stderr).toBe(0);
      const text = readFileSync(summary, "utf8");
      const section = (title: string) =>
        new RegExp(`### ${title} \\(\\d+\\)\\n\\n((?:- .*\\n)+)`).exec(text)?.[1] ?? "";
      expect(section("Added")).toContain(
        `- \`/articles/${ADDED}\` Yeni Eklenen Bir Manikür Rehberi`,
      );
      expect(section("Changed")).toContain(`- \`/articles/${CHANGED}\` ${changedTitle}`);
      expect(section("Changed")).not.toContain(`/articles/${ADDED}`);
      expect(section("Removed")).toBe("");
      expect(text).not.toContain("The code changed");
      expect(text).toContain(`\`content/articles/${SCHEDULED}.md\` on 2030-06-03`);
      expect(text).toContain("✅ A production deploy would take this build.");
      // Every other page the summary names as changed shows the change (a listing, the home page…).
      expect(text).toMatch(/\*\*1 page\(s\) added, \d+ changed, 0 removed\*\*/);
    },
    CLI_TIMEOUT,
  );

  it(
    "deploys, and --status names B live and A as what a rollback restores",
    async () => {
      const deploy = await npmRun("deploy", ["--env", "prod"]);
      expect(deploy.code, deploy.stderr).toBe(0);
      const status = await npmRun("deploy", ["--env", "prod", "--status"]);
      expect(status.stdout).toMatch(
        new RegExp(`live: +build \\w+, commit ${commits.b?.slice(0, 12)}, built ${AT.b}`),
      );
      expect(status.stdout).toMatch(
        new RegExp(
          `rollback: would restore build \\w+, commit ${commits.a?.slice(0, 12)}, built ${AT.a}`,
        ),
      );
    },
    CLI_TIMEOUT,
  );
});

describe("the daily job on the scheduled article's day (C: after a code change)", () => {
  beforeAll(() => {
    const file = path.join(repo, "src/lib/i18n/tr.ts");
    const source = readFileSync(file, "utf8");
    const changed = source.replace(`"${tr.navigation.loading}"`, '"Yeni sürüm: sayfa yükleniyor…"');
    expect(changed).not.toBe(source);
    writeFileSync(file, changed);
    commits.c = commit("C: a code change");
  });

  it(
    "builds, deploys and lists the article that became due",
    async () => {
      const mark = storage.s3.changes.length;
      const summary = summaryFile();
      const run = await npmRun("publish-due", ["--env", "prod"], {
        BUILD_DATE: AT.dueDay,
        GITHUB_STEP_SUMMARY: summary,
      });
      expect(run.code, run.stderr.slice(-3000)).toBe(0);
      expect(run.stdout).toContain(
        `- content/articles/${SCHEDULED}.md (/articles/${SCHEDULED}), scheduled for 2030-06-03`,
      );
      expect(readFileSync(summary, "utf8")).toMatch(
        /Daily build \(prod\): due[\s\S]*✅ Deployed \(prod\)/,
      );
      const written = storage.s3.changesTo(BUCKET, mark).map((c) => c.key);
      expect(written).toContain(`articles/${SCHEDULED}.html`);
      expect(await readObject(storage.client, BUCKET, "sitemap.xml")).toContain(
        `/articles/${SCHEDULED}`,
      );
      expect(await readObject(storage.client, BUCKET, "feed.xml")).toContain(
        `/articles/${SCHEDULED}`,
      );
      expect(await readObject(storage.client, BUCKET, "index.html")).toContain(
        `/articles/${SCHEDULED}`,
      );
      const live = await manifest();
      expect(live?.live).toMatchObject({ commit: commits.c, builtAt: AT.dueDay, upcoming: [] });
      expect(live?.previous).toMatchObject({ commit: commits.b, builtAt: AT.b });
    },
    BUILD_TIMEOUT,
  );
});

describe("--rollback while a reader has a page of the newer build open", () => {
  let browser: Browser;
  let cdn: Awaited<ReturnType<typeof serveBucket>>;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    cdn = await serveBucket(storage.client, BUCKET);
    browser = await launchBrowser();
    const context = await newReader(browser, { scripts: [NO_PREFETCH] });
    page = await context.newPage();
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${cdn.url}/articles/${SCHEDULED}`);
    await page.waitForLoadState("networkidle");
    await markWindow(page);
  });

  afterAll(async () => {
    await browser?.close();
    await cdn?.close();
  });

  it(
    "builds B's commit again, checks it, and every path answers B's bytes",
    async () => {
      const liveBefore = (await manifest())?.live;
      const run = await npmRun("deploy", ["--env", "prod", "--rollback"]);
      expect(run.code, run.stderr.slice(-3000) + run.stdout.slice(-2000)).toBe(0);
      expect(run.stdout).toContain(`Rolled back ${BUCKET} to build`);

      const files = await readBuild(outB);
      const answered: string[] = [];
      for (let i = 0; i < files.length; i += 20)
        for (const file of files.slice(i, i + 20)) {
          const body = await readObjectBytes(file.key);
          if (createHash("sha256").update(body).digest("hex") !== file.hash)
            answered.push(file.key);
        }
      expect(answered).toEqual([]);
      // The newer build's own page stays for open tabs, but readers are no longer sent to it.
      const keys = await listKeys(storage.client, BUCKET);
      expect(keys).toContain(`articles/${SCHEDULED}.html`);
      expect(await readObject(storage.client, BUCKET, "sitemap.xml")).not.toContain(SCHEDULED);

      const after = await manifest();
      expect(after?.rolledBack).toBe(true);
      expect(after?.live?.commit).toBe(commits.b);
      expect(after?.previous?.digest).toBe(liveBefore?.digest);
      const status = await npmRun("deploy", ["--env", "prod", "--status"]);
      expect(status.stdout).toMatch(
        new RegExp(`live: +build \\w+, commit ${commits.b?.slice(0, 12)}`),
      );
      expect(status.stdout).toMatch(
        new RegExp(`rollback: would restore build \\w+, commit ${commits.c?.slice(0, 12)}`),
      );
      expect(status.stdout).toContain("rolled back:");
    },
    BUILD_TIMEOUT,
  );

  it(
    "the open page navigates: a full load of the restored build, without an error",
    async () => {
      const buildIdOf = (dir: string) =>
        /<meta name="build-id" content="([^"]+)"/.exec(
          readFileSync(path.join(dir, "index.html"), "utf8"),
        )?.[1];
      const openBuild = await page.locator('meta[name="build-id"]').getAttribute("content");
      expect(openBuild).not.toBe(buildIdOf(outB));
      await page.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>('main a[href^="/authors/"]');
        if (!link) throw new Error("no author link");
        link.click();
      });
      await page.waitForURL(/\/authors\//);
      await page.waitForLoadState("networkidle");
      expect(await page.locator('meta[name="build-id"]').getAttribute("content")).toBe(
        buildIdOf(outB),
      );
      expect(await windowMarked(page)).toBe(false);
      expect(await page.locator("h1").count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    },
    CLI_TIMEOUT,
  );

  it(
    "the daily job then holds, saying why, and writes nothing",
    async () => {
      const mark = storage.s3.changes.length;
      const run = await npmRun("publish-due", ["--env", "prod"], { BUILD_DATE: AT.dayAfter });
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(
        `Publishing is held: ${BUCKET} was rolled back to commit ${commits.b?.slice(0, 12)}`,
      );
      expect(storage.s3.changesTo(BUCKET, mark)).toEqual([]);
    },
    CLI_TIMEOUT,
  );

  it(
    "refuses a rollback whose rebuild is not the build that was live, changing nothing",
    async () => {
      // The manifest says the build to restore had other bytes than its commit gives.
      const recorded = await readObject(storage.client, BUCKET, MANIFEST_KEY);
      const tampered = JSON.parse(recorded);
      tampered.previous.digest = "0".repeat(64);
      await storage.client.send(
        new PutObjectCommand({ Bucket: BUCKET, Key: MANIFEST_KEY, Body: JSON.stringify(tampered) }),
      );
      const before = await bucketState();
      const mark = storage.s3.changes.length;
      const run = await npmRun("deploy", ["--env", "prod", "--rollback"]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        /commit \w{12} built again is not the build that was live \(its files' digest is \w{12}, the manifest says 000000000000\): not deploying it\. Nothing was changed\./,
      );
      expect(storage.s3.changesTo(BUCKET, mark)).toEqual([]);
      expect(await bucketState()).toEqual(before);
    },
    BUILD_TIMEOUT,
  );
});

async function readObjectBytes(key: string): Promise<Buffer> {
  const response = await storage.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from((await response.Body?.transformToByteArray()) ?? []);
}
