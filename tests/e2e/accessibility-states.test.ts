/**
 * axe-core on the states a reader opens, not only on pages as they load: the consent banner,
 * the category menu (a drop-down at 1280 px, a popover at 375 px, a sub-menu expanded), search
 * results, the empty search, and the offline page, at both widths in both themes. (The later
 * pages of a listing are checked in tests/e2e/sister-site.test.ts, whose build has them.)
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { paths } from "@/lib/paths";
import { axeViolations } from "../support/axe";
import { openHydrated } from "../support/browser";
import { serveBuiltSite } from "../support/harness";
import { builtModel } from "../support/site";

const model = await builtModel();
const [first] = model.categories;
if (!first) throw new Error("the built site has no category");
const site = serveBuiltSite();

const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
] as const;

/** Violations in the named state, prefixed with it (one list for the whole walk). */
async function check(page: Page, state: string, found: string[]) {
  for (const violation of await axeViolations(page)) found.push(`${state}: ${violation}`);
}

const box = (page: Page) => page.getByRole("combobox", { name: "Makalelerde ara" });

describe.each(["light", "dark"] as const)("axe-core in interactive states, %s theme", (theme) => {
  it.each(WIDTHS)("at $width px: no violations", async (viewport) => {
    const context = await site.browser.newContext({ viewport, colorScheme: theme });
    const page = await context.newPage();
    const found: string[] = [];
    await openHydrated(page, `${site.url}/`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);

    await page.getByRole("button", { name: "Seçimimi kaydet" }).waitFor();
    await check(page, "consent banner", found);
    await page.getByRole("button", { name: "Reddet" }).click();

    await page.getByRole("button", { name: "Kategoriler" }).click();
    const panel = page.locator("#kategori-menusu");
    expect(await panel.evaluate((p) => p.matches(":popover-open"))).toBe(true);
    await check(page, "category menu open", found);
    if (viewport.width < 800) {
      await page.getByRole("button", { name: `${first.title} alt kategorileri` }).click();
      await page
        .locator(`nav[aria-label="Kategori menüsü"] a[href="${first.children[0]?.path}"]`)
        .waitFor();
      await check(page, "sub-menu expanded", found);
    }
    await page.keyboard.press("Escape");

    await box(page).click();
    await box(page).fill("cilt bakımı");
    await page
      .getByRole("listbox", { name: "Arama sonuçları" })
      .getByRole("option")
      .first()
      .waitFor();
    await box(page).press("ArrowDown");
    await check(page, "search results", found);

    await box(page).fill("zzqxwv");
    await page.getByText("“zzqxwv” için sonuç bulunamadı.").waitFor();
    await check(page, "empty search", found);

    await openHydrated(page, site.url + paths.offline);
    await check(page, "offline page", found);

    expect(found).toEqual([]);
    await context.close();
  });
});
