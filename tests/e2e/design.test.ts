import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { renderedFonts } from "../support/browser";
import { serveBuiltSite } from "../support/harness";
import { builtModel, routeSamples, samplePaths } from "../support/site";

const model = await builtModel();
const { article } = routeSamples(model);
const PAGES = samplePaths(model);
const TURKISH = "çğıİöşü ÇĞIİÖŞÜ";

const site = serveBuiltSite();

describe("typography", () => {
  it("draws headings and body text, Turkish letters included, in the web fonts", async () => {
    const page = await site.browser.newPage();
    await page.goto(site.url + article.path, { waitUntil: "networkidle" });
    await page.evaluate((letters) => {
      const h2 = document.createElement("h2");
      h2.id = "font-probe-heading";
      h2.textContent = `Işıltılı Güzellik ${letters}`;
      const p = document.createElement("p");
      p.id = "font-probe-body";
      p.textContent = `Şampuan ve iğne ${letters}`;
      document.querySelector(".prose")?.prepend(h2, p);
    }, TURKISH);
    await page.evaluate(() => document.fonts.ready);
    // One file per family carries every Turkish letter (src/fonts, `npm run fonts`).
    await page.waitForFunction(
      () => [...document.fonts].filter((f) => f.status === "loaded").length >= 2,
    );

    for (const [selector, family] of [
      ["h1", "Playfair Display"],
      ["#font-probe-heading", "Playfair Display"],
      ["#font-probe-body", "Figtree"],
      [".prose p:nth-of-type(2)", "Figtree"],
    ] as const) {
      const fonts = await renderedFonts(page, selector);
      expect(fonts.length, selector).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font.isCustomFont, `${selector}: ${font.familyName}`).toBe(true);
        expect(font.familyName, selector).toContain(family);
      }
    }
    await page.close();
  });
});

describe("layout at 320 px", () => {
  it.each(PAGES)("%s does not scroll horizontally", async (path) => {
    const page = await site.browser.newPage({ viewport: { width: 320, height: 640 } });
    await page.goto(site.url + path, { waitUntil: "load" });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  it("keeps the open menu and search results inside the screen", async () => {
    const page = await site.browser.newPage({ viewport: { width: 320, height: 640 } });
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Kategoriler" }).click();
    await page
      .getByRole("button", { name: `${model.categories[0]?.title} alt kategorileri` })
      .click();
    let overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.keyboard.press("Escape");
    await page.getByPlaceholder("Arama").fill("cilt");
    await page.locator('[role="search"] a').first().waitFor();
    overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});

describe("themes", () => {
  const background = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  it("follows the system preference", async () => {
    const dark = await site.browser.newPage({ colorScheme: "dark" });
    await dark.goto(`${site.url}/`);
    expect(await dark.getAttribute("html", "data-theme")).toBe("dark");
    expect(await background(dark)).toBe("rgb(20, 16, 18)");
    const light = await site.browser.newPage({ colorScheme: "light" });
    await light.goto(`${site.url}/`);
    expect(await light.getAttribute("html", "data-theme")).toBe("light");
    expect(await background(light)).toBe("rgb(251, 247, 244)");
    await dark.close();
    await light.close();
  });

  it("remembers the reader's choice and applies it before the first paint", async () => {
    const context = await site.browser.newContext({ colorScheme: "light" });
    // Records the theme at the moment the page's first visible element (the skip link, first
    // in the body; the theme is set by the inline script in the head) appears, before anything
    // is painted.
    await context.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector(".skip-link")) {
          (window as unknown as { themeAtBody: string }).themeAtBody =
            document.documentElement.dataset.theme ?? "none";
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Koyu tema" }).click();
    expect(await page.getAttribute("html", "data-theme")).toBe("dark");
    await page.goto(site.url + article.path);
    expect(
      await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody),
    ).toBe("dark");
    expect(await background(page)).toBe("rgb(20, 16, 18)");
    await context.close();
  });
});

describe("print", () => {
  it("prints an article without the site's chrome, with link targets", async () => {
    const page = await site.browser.newPage();
    await page.goto(site.url + article.path);
    await page.emulateMedia({ media: "print" });
    const hidden = await page.evaluate(() =>
      ["header", "footer", 'nav[aria-label="Konum"]'].map(
        (s) => getComputedStyle(document.querySelector(s) as Element).display,
      ),
    );
    expect(hidden).toEqual(["none", "none", "none"]);
    expect(await page.locator("h1").isVisible()).toBe(true);
    const after = await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "/skin-care";
      a.textContent = "Cilt";
      document.querySelector(".prose")?.append(a);
      return getComputedStyle(a, "::after").content;
    });
    expect(after).toContain("/skin-care");
    expect(after).toContain(model.site.url);
    await page.close();
  });
});
