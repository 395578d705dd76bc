/**
 * Lighthouse (scripts/support/lighthouse.ts, Debian's chromium) on the served build: the
 * home page, an article, a category, an author page and the not-found page, with the mobile
 * and desktop presets. Accessibility, best practices and SEO must each score 100 (the failing
 * audits are printed otherwise); performance is recorded, not gated (a shared 2-core machine
 * makes it noisy), in bench/lighthouse-gates.json beside the benchmark's bench/results.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type LighthouseFigures,
  type Preset,
  runLighthouse,
} from "../../scripts/support/lighthouse";
import { type RunningServer, startServer } from "../support/server";
import { builtModel, routeSamples } from "../support/site";

const model = builtModel();
const { article, category, author } = routeSamples(model);
/**
 * The not-found page, as the file the host answers missing paths with (404.html). Lighthouse
 * refuses to audit a page answered with status 404 (a runtime error, no scores), so it audits
 * the same bytes at /404, where the local server answers them with 200; tests/e2e/hosting.test.ts
 * checks that missing paths get exactly this file with status 404.
 */
const NOT_FOUND_PATH = "/404";
const REPORT = path.resolve("bench/lighthouse-gates.json");
const PAGES = ["/", article.path, category.path, author.path, NOT_FOUND_PATH];
const PRESETS: Preset[] = ["mobile", "desktop"];

/**
 * The SEO audit the not-found page fails by design: it asks search engines not to index it
 * (`noindex`). Everything else is gated on it as on any page.
 */
const EXPECTED_FAILURES: Record<string, string[]> = {
  [NOT_FOUND_PATH]: ["seo: is-crawlable"],
};

let server: RunningServer;
const runs: LighthouseFigures[] = [];
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
  if (runs.length === 0) return;
  mkdirSync(path.dirname(REPORT), { recursive: true });
  const report = {
    tool: `lighthouse ${runs[0]?.lighthouseVersion}`,
    measuredAt: new Date().toISOString(),
    runs: runs.map(({ lighthouseVersion: _, ...run }) => ({
      ...run,
      url: new URL(run.url).pathname,
    })),
  };
  writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
});

it.each(PRESETS)(
  "%s: accessibility, best practices and SEO score 100 on every page type",
  async (preset) => {
    const problems: string[] = [];
    for (const sitePath of PAGES) {
      const run = await runLighthouse(server.url + sitePath, preset);
      runs.push(run);
      const allowed = EXPECTED_FAILURES[sitePath] ?? [];
      const unexpected = run.failing.filter((audit) => !allowed.includes(audit));
      if (unexpected.length > 0) problems.push(`${sitePath}: ${unexpected.join(", ")}`);
      const { accessibility, bestPractices, seo } = run.scores;
      if (accessibility !== 100 || bestPractices !== 100 || (allowed.length === 0 && seo !== 100))
        problems.push(`${sitePath}: scores ${JSON.stringify(run.scores)}`);
      // The expected failures are really there: the page is the one this exception is for.
      for (const audit of allowed)
        if (!run.failing.includes(audit)) problems.push(`${sitePath}: ${audit} now passes`);
    }
    expect(problems).toEqual([]);
  },
  600_000,
);
