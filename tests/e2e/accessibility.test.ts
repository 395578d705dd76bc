import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { serveBuiltSite } from "../support/harness";
import { builtModel, samplePaths } from "../support/site";

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const model = builtModel();
const PAGES = samplePaths(model);

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}

const site = serveBuiltSite();

describe.each(["light", "dark"] as const)("axe-core, %s theme", (colorScheme) => {
  it.each(PAGES)("%s has no violations", async (path) => {
    const page = await site.browser.newPage({ colorScheme });
    await page.goto(site.url + path, { waitUntil: "networkidle" });
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
