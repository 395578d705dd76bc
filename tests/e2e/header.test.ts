import { describe, expect, it } from "vitest";
import { serveBuiltSite } from "../support/harness";
import { builtModel } from "../support/site";

const model = builtModel();
const [first, second] = model.categories;
if (!first || !second) throw new Error("the built site needs two categories");
const leaf = first.children[1];
if (!leaf) throw new Error("the first category needs two subcategories");

const site = serveBuiltSite();

describe("category menu", () => {
  it("on wide screens drops down with every category and subcategory", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.url}/`);
    const button = page.getByRole("button", { name: "Kategoriler" });
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    for (const sub of [...first.children, ...second.children]) {
      expect(
        await page.locator(`nav[aria-label="Kategori menüsü"] a[href="${sub.path}"]`).isVisible(),
        sub.path,
      ).toBe(true);
    }
    // The narrow-screen controls are not shown here.
    expect(await page.getByRole("link", { name: "Tümünü gör" }).first().isVisible()).toBe(false);
    await page.close();
  });

  it("on narrow screens opens a popover with inline sub-menus, and a chosen leaf closes it", async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${site.url}/`);
    const button = page.getByRole("button", { name: "Kategoriler" });
    await button.click();
    const subLink = page.locator(`nav[aria-label="Kategori menüsü"] a[href="${leaf.path}"]`);
    expect(await subLink.isVisible()).toBe(false);
    await page.getByRole("button", { name: `${first.title} alt kategorileri` }).click();
    expect(await subLink.isVisible()).toBe(true);
    const more = page.locator(`nav[aria-label="Kategori menüsü"] li a[href="${first.path}"]`, {
      hasText: "Tümünü gör",
    });
    expect(await more.isVisible()).toBe(true);
    await subLink.click();
    await page.waitForURL(site.url + leaf.path);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("h1").textContent()).toBe(leaf.title);
    await page.close();
  });
});
