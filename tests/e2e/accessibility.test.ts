import { describe, expect, it } from "vitest";
import { axeViolations, pageForAxe } from "../support/axe";
import { serveBuiltSite } from "../support/harness";
import { builtModel, samplePaths } from "../support/site";

const model = builtModel();
const PAGES = samplePaths(model);

const site = serveBuiltSite();

describe.each(["light", "dark"] as const)("axe-core, %s theme", (colorScheme) => {
  it.each(PAGES)("%s has no violations", async (path) => {
    const page = await pageForAxe(site.browser, { colorScheme });
    await page.goto(site.url + path, { waitUntil: "networkidle" });
    const summary = await axeViolations(page);
    expect(summary).toEqual([]);
    await page.context().close();
  });
});

// Wide tables scroll sideways on a phone: the scrolling region must take keyboard focus.
describe("axe-core on a phone (375 px)", () => {
  const withTables = ["/privacy-policy", "/articles/aktif-icerikleri-birlikte-kullanmak"];
  it.each(withTables)("%s has no violations", async (path) => {
    const page = await pageForAxe(site.browser, { viewport: { width: 375, height: 740 } });
    await page.goto(site.url + path, { waitUntil: "networkidle" });
    expect(await page.locator(".prose table").count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("the axe check itself", () => {
  it("names a violation where there is one, on a page under the site's own policy", async () => {
    const page = await pageForAxe(site.browser);
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    // An image with no text alternative, added after the page's own scripts ran.
    await page.evaluate(() => {
      const image = document.createElement("img");
      image.src = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
      document.querySelector("main")?.append(image);
    });
    expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt \(critical\): /)]);
    await page.context().close();
  });
});
