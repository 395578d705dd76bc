import type { Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { paths } from "@/lib/paths";
import { axeViolations, pageForAxe } from "../support/axe";
import { waitForRuntime } from "../support/browser";
import { serveBuiltSite } from "../support/harness";
import { SCRIPT_URL } from "../support/page-requests";
import { builtModel } from "../support/site";

const model = builtModel();
const site = serveBuiltSite();

const PHONE = { width: 375, height: 740 };
const box = (page: Page) => page.getByRole("combobox", { name: "Makalelerde ara" });
const options = (page: Page, group: string) =>
  page.getByRole("group", { name: group }).getByRole("option");

/** Scripts and index files the page fetched, in order. */
function recordFetches(page: Page) {
  const seen: { url: string; response: Response }[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js") || url.pathname.endsWith(".json"))
      seen.push({ url: url.pathname, response });
  });
  return seen;
}

describe("search box in the built site", () => {
  it("at 375 px: 'sac bakimi' without Turkish letters lists categories and articles; the keyboard opens one in a new tab", async () => {
    const page = await site.browser.newPage({ viewport: PHONE });
    await page.goto(`${site.url}/`);
    const input = box(page);
    await input.click();
    await input.pressSequentially("sac bakimi");

    const categories = options(page, "Kategoriler");
    await categories.first().waitFor();
    const sacBakimi = model.categories
      .flatMap((c) => c.children)
      .find((s) => s.title === "Saç Bakımı");
    expect(sacBakimi).toBeDefined();
    expect(await categories.evaluateAll((els) => els.map((e) => e.getAttribute("href")))).toContain(
      sacBakimi?.path,
    );
    const articles = options(page, "Makaleler");
    expect(await articles.count()).toBeGreaterThan(0);
    expect(await articles.count()).toBeLessThanOrEqual(8);
    expect(await page.locator('[role="option"] mark').count()).toBeGreaterThan(0);
    expect(await input.getAttribute("aria-expanded")).toBe("true");

    // Walk past the categories to the first article.
    const categoryCount = await categories.count();
    for (let i = 0; i <= categoryCount; i++) await input.press("ArrowDown");
    const first = articles.first();
    const firstId = await first.getAttribute("id");
    expect(await input.getAttribute("aria-activedescendant")).toBe(firstId);
    expect(await first.getAttribute("aria-selected")).toBe("true");
    const href = await first.getAttribute("href");
    const target = model.articles.find((a) => a.path === href);
    expect(target).toBeDefined();

    const [tab] = await Promise.all([page.waitForEvent("popup"), input.press("Enter")]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(site.url + href);
    expect(await tab.locator("h1").textContent()).toBe(target?.title);
    // The reader is still in the box, with the list open.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe(
      "combobox",
    );
    await tab.close();

    await input.press("Escape");
    expect(await input.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("option").count()).toBe(0);
    expect(await input.inputValue()).toBe("sac bakimi");
    await page.close();
  });

  it("finds titles typed without Turkish letters, nothing at 2 characters, an empty state when nothing matches", async () => {
    const target = model.articles.find(
      (a) => /[çğıöşü]/.test(a.title) && a.title.split(" ").length >= 3,
    );
    if (!target) throw new Error("no article with Turkish letters in its title");
    const ascii = target.title
      .split(/\s+/)
      .map((w) => w.replace(/[^\p{L}]/gu, ""))
      .filter((w) => w.length > 3)
      .slice(0, 2)
      .join(" ")
      .toLocaleLowerCase("tr")
      .replace(/[çğıöşü]/g, (c) => ({ ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u" })[c] ?? c);
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/`);
    const input = box(page);
    const results = page.locator('[role="search"] a');
    // Three characters list results (so the index has loaded); back to two, they go.
    await input.fill(ascii.slice(0, 3));
    await results.first().waitFor();
    await input.fill(ascii.slice(0, 2));
    await expect.poll(() => results.count()).toBe(0);
    await input.fill(ascii);
    const result = page.locator(`[role="search"] a[href="${target.path}"]`);
    await result.waitFor();
    expect(await result.getAttribute("target")).toBe("_blank");
    const [tab] = await Promise.all([page.waitForEvent("popup"), result.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(site.url + target.path);
    await tab.close();
    await input.fill("zzzqqq");
    expect(await page.getByText("“zzzqqq” için sonuç bulunamadı.").isVisible()).toBe(true);
    await page.close();
  });

  it("keeps matching out of the page: code and index arrive on first focus, the deep index only when titles give too few", async () => {
    const page = await site.browser.newPage();
    const fetched = recordFetches(page);
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    const html = await page.content();
    const initial = fetched.length;
    expect(fetched.some((f) => f.url.endsWith(".json"))).toBe(false);
    // The index is never part of a page.
    expect(html).not.toContain('"sig":');

    const input = box(page);
    await input.focus();
    const index = await page.waitForResponse((r) => r.url().endsWith(paths.searchIndex));
    // The index tells the browser's matcher the site's language (Turkish folding and stems here).
    expect((await index.json()).lang).toBe(model.site.language);
    expect(model.site.language).toBe("tr");
    await input.fill("güneş kremi");
    await options(page, "Makaleler").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(fetched.some((f) => f.url === paths.searchDeepIndex)).toBe(false);

    const bodies = async (list: typeof fetched) =>
      Promise.all(list.filter((f) => f.url.endsWith(".js")).map((f) => f.response.text()));
    const before = await bodies(fetched.slice(0, initial));
    const after = await bodies(fetched.slice(initial));
    // The Turkish stemmer's suffix table and the index reader load after focus, not with the page.
    for (const marker of [/["'`]niz["'`]/, /columns differ in length/]) {
      expect(
        before.some((b) => marker.test(b)),
        String(marker),
      ).toBe(false);
      expect(
        after.some((b) => marker.test(b)),
        String(marker),
      ).toBe(true);
    }

    await input.fill("akne");
    await page.waitForResponse((r) => r.url().endsWith(paths.searchDeepIndex));
    await options(page, "Makaleler").first().waitFor();
    await page.close();
  });

  it("has no axe-core violations with the results open", async () => {
    const page = await pageForAxe(site.browser, { viewport: PHONE });
    await page.goto(`${site.url}/`);
    await box(page).fill("cilt bakımı");
    await options(page, "Makaleler").first().waitFor();
    await box(page).press("ArrowDown");
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
    await page.context().close();
  });
  it("answers what a reader typed before the page's scripts had started", async () => {
    const page = await site.browser.newPage({ viewport: PHONE });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The app's scripts wait until the reader has focused the box and typed.
    await page.route(SCRIPT_URL, async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: the page is there to type into before it.
    await page.goto(`${site.url}/`, { waitUntil: "commit" });
    const input = box(page);
    await input.waitFor();
    await input.click();
    await input.pressSequentially("sac bakimi");
    release();
    await waitForRuntime(page);
    await options(page, "Makaleler").first().waitFor();
    expect(await input.inputValue()).toBe("sac bakimi");
    expect(await input.getAttribute("aria-expanded")).toBe("true");
    await page.close();
  });
});
