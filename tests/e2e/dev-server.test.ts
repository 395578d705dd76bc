import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject, type ProjectCopy } from "../support/project-copy";
import { freePort } from "../support/server";

/**
 * `npm run dev` shows an editor's saved change without a restart: the content collection's
 * loader watches content/ (src/astro/content/loader.ts). Run in a copy of the project, so the
 * dev server's files and the edited content never touch the repository's.
 */

// A cold start on a busy machine: the prebuild draws the social cards, Vite bundles the
// dependencies and compiles the first route.
const START_TIMEOUT_MS = 360_000;
const CHANGE_TIMEOUT_MS = 60_000;

let project: ProjectCopy;
let dev: ChildProcess;
let url: string;
let output = "";

/** GETs a page of the dev server; its status and text (the first request compiles the route). */
async function get(pagePath: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url + pagePath, { signal: AbortSignal.timeout(120_000) });
  return { status: response.status, text: await response.text() };
}

/** Polls a page until `test` holds, or fails with the last answer and the server's output. */
async function waitForPage(pagePath: string, test: (text: string) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  for (;;) {
    try {
      const page = await get(pagePath);
      last = `${page.status}: ${page.text.slice(0, 300)}`;
      if (page.status === 200 && test(page.text)) return page.text;
    } catch (error) {
      last = String(error);
    }
    if (dev.exitCode !== null) throw new Error(`npm run dev exited (${dev.exitCode}):\n${output}`);
    if (Date.now() > deadline)
      throw new Error(
        `${pagePath} did not show the change in time; last answer ${last}\n${output}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

function stopDev(): Promise<void> {
  return new Promise((resolve) => {
    if (!dev?.pid || dev.exitCode !== null) return resolve();
    dev.once("exit", () => resolve());
    // npm, its shell and astro run in a process group of their own (detached): all of them end.
    process.kill(-dev.pid, "SIGTERM");
  });
}

beforeAll(async () => {
  project = copyProject();
  const port = await freePort();
  url = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" };
  // The dev server runs as an editor starts it: Vitest's NODE_ENV=test and its VITEST
  // variables go (with VITEST set, Astro's dev server leaves requests to a test runner).
  for (const name of Object.keys(env))
    if (name === "NODE_ENV" || name.startsWith("VITEST")) Reflect.deleteProperty(env, name);
  dev = spawn("npm", ["run", "dev", "--", "--port", String(port), "--host", "localhost"], {
    cwd: project.dir,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-6000);
  };
  dev.stdout?.on("data", keep);
  dev.stderr?.on("data", keep);
  await waitForPage("/", (text) => text.includes("<html"), START_TIMEOUT_MS);
}, START_TIMEOUT_MS + 10_000);

afterAll(async () => {
  await stopDev();
  project?.cleanup();
});

/** An article file of the copy and the path of its page. */
function firstArticle(): { file: string; pagePath: string } {
  const dir = path.join(project.dir, "content/articles");
  const name = readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()[0];
  if (!name) throw new Error("the copy has no articles");
  const file = path.join(dir, name);
  const slug = /^slug:\s*"?([^"\n]+)"?$/m.exec(readFileSync(file, "utf8"))?.[1];
  if (!slug) throw new Error(`${name} has no slug line`);
  return { file, pagePath: `/articles/${slug}` };
}

describe("npm run dev", () => {
  it(
    "shows a saved change to an article without a restart",
    async () => {
      const { file, pagePath } = firstArticle();
      const marker = `Kaydedilen değişiklik ${Date.now()}`;
      const before = await waitForPage(pagePath, (text) => text.includes("<article"), 120_000);
      expect(before).not.toContain(marker);

      // A new paragraph before the sources: a line under "## Kaynaklar" must be a source.
      const text = readFileSync(file, "utf8");
      const saved = text.includes("\n## Kaynaklar\n")
        ? text.replace("\n## Kaynaklar\n", `\n${marker}.\n\n## Kaynaklar\n`)
        : `${text.trimEnd()}\n\n${marker}.\n`;
      writeFileSync(file, saved);

      const after = await waitForPage(pagePath, (text) => text.includes(marker), CHANGE_TIMEOUT_MS);
      expect(after).toContain(`<p>${marker}.</p>`);
    },
    CHANGE_TIMEOUT_MS + 150_000,
  );

  it(
    "shows a saved change to an author without a restart",
    async () => {
      const file = path.join(project.dir, "content/authors/asli-yalcin.yaml");
      const source = readFileSync(file, "utf8");
      const role = `Kaydedilen rol ${Date.now()}`;
      const before = await waitForPage("/authors/asli-yalcin", (t) => t.includes("<h1"), 120_000);
      expect(before).not.toContain(role);

      writeFileSync(file, source.replace(/^role: .*$/m, `role: "${role}"`));

      await waitForPage("/authors/asli-yalcin", (text) => text.includes(role), CHANGE_TIMEOUT_MS);
    },
    CHANGE_TIMEOUT_MS + 150_000,
  );
});
