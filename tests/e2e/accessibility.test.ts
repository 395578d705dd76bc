import { createRequire } from "node:module";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";
import { builtModel, routeSamples } from "../support/site";

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const model = builtModel();
const { article, category, sub, author } = routeSamples(model);
const PAGES = [
  "/",
  article.path,
  category.path,
  sub.path,
  "/authors",
  author.path,
  "/info/about-us",
  "/privacy-policy",
  "/sitemap",
  "/yok-boyle-bir-sayfa",
  "/500",
];

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each(["light", "dark"] as const)("axe-core, %s theme", (colorScheme) => {
  it.each(PAGES)("%s has no violations", async (path) => {
    const page = await browser.newPage({ colorScheme });
    await page.goto(server.url + path, { waitUntil: "networkidle" });
    await page.addScriptTag({ path: AXE_PATH });
    const result = (await page.evaluate(() =>
      (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe.run({
        runOnly: {
          type: "tag",
          values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
        },
      }),
    )) as AxeResult;
    const summary = result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(summary).toEqual([]);
    await page.close();
  });
});
