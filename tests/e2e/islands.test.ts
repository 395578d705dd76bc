/**
 * What a reader's phone runs before it is used (docs/performance.md): on an article, only the
 * navigation runtime; React and an island's code arrive when the reader first uses the island
 * (src/astro/islands), and nothing the reader does meanwhile is lost.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Request } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { tr } from "@/lib/i18n/tr";
import { paths } from "@/lib/paths";
import { waitForRuntime } from "../support/browser";
import { OUT } from "../support/built-html";
import { serveBuiltSite } from "../support/harness";
import {
  clickLink,
  firstArticleLink,
  markWindow,
  NO_PREFETCH,
  newReader,
  windowMarked,
} from "../support/navigation";
import { SCRIPT_URL } from "../support/page-requests";
import { builtModel } from "../support/site";

const model = builtModel();
const served = serveBuiltSite();
const article = model.articles[0];
if (!article) throw new Error("no article in the build");

/**
 * The scripts of the navigation runtime, by the start of their file names: Astro's router, the
 * page script (Astro's prefetch set-up and our runtime, src/astro/runtime/integration.ts), and
 * the one chunk they share (Astro's prefetch module, which both import).
 */
const RUNTIME = ["ClientRouter.astro_", "page.", "prefetch."];
const nameOf = (url: string) => new URL(url).pathname.split("/").pop() ?? "";

/** The build's chunk of React DOM: the one script that holds `hydrateRoot`'s code. */
const REACT_DOM = (() => {
  const dir = path.join(OUT, "_astro");
  const found = readdirSync(dir).filter(
    (file) =>
      file.endsWith(".js") && readFileSync(path.join(dir, file), "utf8").includes("react-dom"),
  );
  if (found.length === 0) throw new Error("no React DOM chunk in the build");
  return found;
})();
const isReactDom = (name: string) => REACT_DOM.includes(name);

let page: Page | undefined;
afterEach(async () => {
  await page?.context().close();
});

async function open(sitePath: string): Promise<{ page: Page; scripts: string[] }> {
  const context = await newReader(served.browser, { scripts: [NO_PREFETCH] });
  page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request: Request) => {
    if (SCRIPT_URL.test(request.url())) scripts.push(nameOf(request.url()));
  });
  await page.goto(`${served.url}${sitePath}`, { waitUntil: "networkidle" });
  await waitForRuntime(page);
  return { page, scripts };
}
const openArticle = () => open(article?.path ?? "");

describe("an article before the reader interacts", () => {
  it("requests no script beyond the navigation runtime", async () => {
    const { page, scripts } = await openArticle();
    // Scrolling to the end is reading, not using an island.
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(500);
    const other = scripts.filter((name) => !RUNTIME.some((prefix) => name.startsWith(prefix)));
    expect(other).toEqual([]);
    // Three requests, each of them once: every script in flight takes a share of the bandwidth
    // the page's fonts and images need (docs/performance.md).
    expect(scripts.map((name) => RUNTIME.find((prefix) => name.startsWith(prefix))).sort()).toEqual(
      [...RUNTIME].sort(),
    );
    // The islands are there, waiting, with no Astro island and no inline script to run them.
    const islands = await page
      .locator("[data-island]")
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-island")));
    expect(islands.sort()).toEqual(["copy-button", "save-for-offline", "search-box"]);
    expect(await page.locator("astro-island").count()).toBe(0);
    expect(await page.locator("script:not([src]):not([type='application/ld+json'])").count()).toBe(
      1,
    );
    expect(scripts.filter(isReactDom)).toEqual([]);
  });

  it("loads React once, for the first island the reader uses, and shares it with the others", async () => {
    const { page, scripts } = await openArticle();
    const before = scripts.length;
    await page.getByRole("button", { name: "Çevrimdışı okumak için kaydet" }).click();
    await expect.poll(() => page.getByRole("status").allTextContents()).toContain("Kaydedildi");
    const woken = scripts.slice(before);
    expect(woken.filter(isReactDom)).toHaveLength(1);
    expect(woken.filter((name) => name.startsWith("save-for-offline."))).toHaveLength(1);
    await page.getByRole("combobox", { name: "Makalelerde ara" }).focus();
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((name) => name.startsWith("search-box."))).toHaveLength(1);
    expect(scripts.filter(isReactDom)).toHaveLength(1);
  });

  it("wakes the islands of a page the router swapped in", async () => {
    const { page } = await openArticle();
    await page.getByRole("combobox", { name: "Makalelerde ara" }).focus();
    await page.waitForLoadState("networkidle");
    await markWindow(page);
    const next = await firstArticleLink(page);
    await clickLink(page, next);
    await page.waitForURL(`**${next}`);
    expect(await windowMarked(page)).toBe(true);
    // The new page's button is new markup: the first click wakes it and is not lost.
    await page.getByRole("button", { name: "Çevrimdışı okumak için kaydet" }).click();
    await expect.poll(() => page.getByRole("status").allTextContents()).toContain("Kaydedildi");
    const input = page.getByRole("combobox", { name: "Makalelerde ara" });
    await input.pressSequentially("retinol", { delay: 15 });
    await page.getByRole("group", { name: "Makaleler" }).getByRole("option").first().waitFor();
  });
});

describe("the offline page", () => {
  it("loads React and its list at once, code no reading page loads before use", async () => {
    const article = await openArticle();
    const { scripts } = await open(paths.offline);
    const own = scripts.filter((name) => !article.scripts.includes(name));
    expect(own.filter(isReactDom)).toHaveLength(1);
    expect(own.filter((name) => name.startsWith("offline-articles."))).toHaveLength(1);
  });
});

describe("the search box right after load", () => {
  it("keeps every letter typed while its code loads, and shows results", async () => {
    const { page } = await openArticle();
    const input = page.getByRole("combobox", { name: "Makalelerde ara" });
    // No waiting for the island: the first key wakes it, the rest land while it loads.
    await input.pressSequentially("sac bakimi", { delay: 15 });
    await page.getByRole("group", { name: "Makaleler" }).getByRole("option").first().waitFor();
    expect(await input.inputValue()).toBe("sac bakimi");
    expect(await input.getAttribute("aria-expanded")).toBe("true");
  });
});

describe("the slow-load signal on back and forward", () => {
  it("appears after 1 s when the page going back or forward to is slow, and goes with it", async () => {
    const { page } = await openArticle();
    const category = article?.placement.category?.path ?? "/";
    await page.evaluate((href) => {
      document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)?.click();
    }, category);
    await page.waitForURL(`**${category}`);
    // Both pages answer slowly from now on.
    await page.route(
      (url) => url.pathname === article?.path || url.pathname === category,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue();
      },
    );
    const bar = page.locator("[data-navigation-progress]");
    for (const [go, to] of [
      [() => page.goBack({ waitUntil: "commit" }), article?.path],
      [() => page.goForward({ waitUntil: "commit" }), category],
    ] as const) {
      await go();
      await expect.poll(() => bar.getAttribute("data-active"), { timeout: 2000 }).toBe("true");
      expect(await page.getByRole("status").allTextContents()).toContain(tr.navigation.loading);
      await page.waitForURL(`**${to}`);
      await expect
        .poll(() => page.locator("[data-navigation-progress]").getAttribute("data-active"), {
          timeout: 5000,
        })
        .toBe("false");
    }
  });
});
