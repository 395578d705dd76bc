import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openHydrated } from "../support/browser";
import { serveBuiltSite } from "../support/harness";
import { SCRIPT_URL } from "../support/page-requests";
import { builtModel } from "../support/site";

const model = builtModel();
const [first, second] = model.categories;
if (!first || !second) throw new Error("the built site needs two categories");
const leaf = first.children[1];
if (!leaf) throw new Error("the first category needs two subcategories");

const site = serveBuiltSite();

const panelOpen = (page: Page) =>
  page.locator("#kategori-menusu").evaluate((panel) => panel.matches(":popover-open"));

describe("category menu", () => {
  it("on wide screens drops down with every category and subcategory", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openHydrated(page, `${site.url}/`);
    const button = page.getByRole("button", { name: "Kategoriler" });
    await button.click();
    expect(await panelOpen(page)).toBe(true);
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
    await openHydrated(page, `${site.url}/`);
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
    expect(await panelOpen(page)).toBe(false);
    expect(await page.locator("h1").textContent()).toBe(leaf.title);
    await page.close();
  });

  // The specification's breakpoint: 576 px and narrower is a phone; one pixel wider is not.
  it.each([
    [576, "narrow"],
    [577, "wide"],
  ] as const)("at %i px takes its %s form", async (width, form) => {
    const page = await site.browser.newPage({ viewport: { width, height: 800 } });
    await openHydrated(page, `${site.url}/`);
    await page.getByRole("button", { name: "Kategoriler" }).click();
    expect(await panelOpen(page)).toBe(true);
    const menu = 'nav[aria-label="Kategori menüsü"]';
    const subLink = page.locator(`${menu} a[href="${leaf.path}"]`);
    const expand = page.getByRole("button", { name: `${first.title} alt kategorileri` });
    const more = page.locator(`${menu} li a[href="${first.path}"]`, { hasText: "Tümünü gör" });
    if (form === "narrow") {
      // Sub-menus folded, opened in place, each with its link to the category's page.
      expect(await subLink.isVisible()).toBe(false);
      await expand.click();
      expect(await subLink.isVisible()).toBe(true);
      expect(await more.isVisible()).toBe(true);
    } else {
      // The dropdown shows every subcategory at once, with no sub-menu buttons.
      expect(await subLink.isVisible()).toBe(true);
      expect(await expand.isVisible()).toBe(false);
      expect(await more.isVisible()).toBe(false);
    }
    await page.close();
  });

  it("closes on Escape (focus back on its button) and on a click outside", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openHydrated(page, `${site.url}/`);
    const button = page.getByRole("button", { name: "Kategoriler" });
    await button.click();
    await page.keyboard.press("Escape");
    expect(await panelOpen(page)).toBe(false);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await button.click();
    expect(await panelOpen(page)).toBe(true);
    await page.mouse.click(640, 880);
    expect(await panelOpen(page)).toBe(false);
    await page.close();
  });

  it("opens and closes before any app script has run (the browser's own popover)", async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 740 } });
    // The app's scripts never arrive (its stylesheets do).
    await page.route(SCRIPT_URL, (route) => route.abort());
    await page.goto(`${site.url}/`);
    await page.getByRole("button", { name: "Kategoriler" }).click();
    expect(await panelOpen(page)).toBe(true);
    await page.keyboard.press("Escape");
    expect(await panelOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-runtime"))).toBe(
      false,
    );
    await page.close();
  });

  it("expands sub-menus and switches the theme once the page script runs", async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 740 } });
    await openHydrated(page, `${site.url}/`);
    await page.getByRole("button", { name: "Kategoriler" }).click();
    const expand = page.getByRole("button", { name: `${first.title} alt kategorileri` });
    await expand.click();
    expect(await expand.getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator(`#kategori-menusu a[href="${leaf.path}"]`).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    const before = await page.evaluate(() => document.documentElement.dataset.theme);
    const theme = page.getByRole("button", { name: "Koyu tema" });
    await theme.click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(before);
    expect(await theme.getAttribute("aria-pressed")).toBe(String(before === "light"));
    await page.close();
  });
});
