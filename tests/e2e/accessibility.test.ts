import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { serveBuiltSite } from "../support/harness";
import { builtModel, samplePaths } from "../support/site";

const model = builtModel();
const PAGES = samplePaths(model);

const site = serveBuiltSite();

describe.each(["light", "dark"] as const)("axe-core, %s theme", (colorScheme) => {
  it.each(PAGES)("%s has no violations", async (path) => {
    const page = await site.browser.newPage({ colorScheme });
    await page.goto(site.url + path, { waitUntil: "networkidle" });
    const summary = await axeViolations(page);
    expect(summary).toEqual([]);
    await page.close();
  });
});
