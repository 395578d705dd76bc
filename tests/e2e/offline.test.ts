/**
 * Offline reading (docs/behaviour.md#offline-reading) against the served build, with the service worker: visited
 * and saved articles open offline with their images; a page never visited shows the offline
 * page, which lists what this device can read; the page cache is bounded.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { tr } from "@/lib/i18n/tr";
import { CACHES, MAX_PAGES, SAVED_PREFIX } from "@/lib/navigation/offline-cache";
import { builtPage, OUT } from "../support/built-html";
import { serveBuiltSite } from "../support/harness";
import { clickLink, NO_PREFETCH, newReader } from "../support/navigation";
import { builtModel } from "../support/site";

const model = await builtModel();
const served = serveBuiltSite();
let context: BrowserContext;
afterEach(async () => {
  await context?.close();
});

const [visited, saved, neverVisited] = model.articles.filter((a) => a.cover).slice(-3);
if (!visited || !saved || !neverVisited) throw new Error("too few articles");
const titleOf = (path: string) => model.articles.find((a) => a.path === path)?.title;

/** A reader whose first page installed the service worker, which now controls the page. */
async function readerWithWorker(): Promise<Page> {
  context = await newReader(served.browser, { serviceWorker: true });
  const page = await context.newPage();
  await page.goto(`${served.url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

async function open(page: Page, path: string) {
  await page.goto(served.url + path);
  await page.waitForLoadState("networkidle");
}

async function expectArticleWithImage(page: Page, title: string) {
  expect(await page.locator("main h1").textContent()).toBe(title);
  const hero = page.locator("main figure img").first();
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

async function saveArticle(page: Page) {
  const button = page.getByRole("button", { name: "Çevrimdışı okumak için kaydet" });
  // By keyboard, as a screen reader user would.
  await button.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => page.getByRole("status").allTextContents()).toContain("Kaydedildi");
  expect(await page.getByRole("button", { name: "Kaydı kaldır" }).count()).toBe(1);
}

describe("offline", () => {
  it("opens visited and saved articles with their images, and lists them for a page never visited", async () => {
    const page = await readerWithWorker();
    await open(page, visited.path);
    await open(page, saved.path);
    await saveArticle(page);
    // A client-side navigation (its data possibly prefetched): the page is stored too.
    await open(page, "/");
    const links = await page
      .locator('main a[href^="/articles/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    const navigatedTo = links.find(
      (href) => ![visited, saved, neverVisited].some((a) => a.path === href),
    );
    if (!navigatedTo) throw new Error("no other article on the home page");
    await clickLink(page, navigatedTo);
    await page.waitForFunction(
      (t) => document.querySelector("main h1")?.textContent === t,
      titleOf(navigatedTo),
    );
    await page.waitForTimeout(1500);

    await context.setOffline(true);
    for (const article of [visited, saved]) {
      await open(page, article.path);
      await expectArticleWithImage(page, article.title);
    }
    await open(page, navigatedTo);
    expect(await page.locator("main h1").textContent()).toBe(titleOf(navigatedTo));

    await open(page, neverVisited.path);
    expect(new URL(page.url()).pathname).toBe(neverVisited.path);
    expect(await page.locator("main h1").textContent()).toBe(tr.offline.title);
    const savedList = page.locator('section[aria-labelledby="kaydedilenler"] a');
    const readList = page.locator('section[aria-labelledby="okunanlar"] a');
    await expect
      .poll(() => savedList.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
      .toEqual([saved.path]);
    expect(await savedList.textContent()).toBe(saved.title);
    const read = await readList.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(read).toEqual(expect.arrayContaining([visited.path, navigatedTo]));
    expect(read).not.toContain(saved.path);
    expect(read).not.toContain(neverVisited.path);

    // Its links lead to the stored copies.
    await page.locator(`a[href="${visited.path}"]`).click();
    await page.waitForURL(`**${visited.path}`);
    await expectArticleWithImage(page, visited.title);
  });

  it("keeps saved articles when the visited pages are evicted, and removes one on request", async () => {
    const page = await readerWithWorker();
    await open(page, saved.path);
    await saveArticle(page);
    await page.evaluate(async (names) => {
      for (const name of names) await caches.delete(name);
    }, Object.values(CACHES));

    await context.setOffline(true);
    await open(page, saved.path);
    await expectArticleWithImage(page, saved.title);
    expect(await page.getByRole("status").allTextContents()).toContain("Kaydedildi");

    await page.getByRole("button", { name: "Kaydı kaldır" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Çevrimdışı okumak için kaydet" }).count())
      .toBe(1);
    const savedCaches = await page.evaluate(
      async (prefix) => (await caches.keys()).filter((name) => name.startsWith(prefix)),
      SAVED_PREFIX,
    );
    expect(savedCaches).toEqual([]);
    await open(page, saved.path);
    expect(await page.locator("main h1").textContent()).toBe(tr.offline.title);
    expect(await page.locator("main").textContent()).toContain("henüz çevrimdışı okunabilecek");
  });

  it(`keeps the latest ${MAX_PAGES} pages, evicting the oldest`, { timeout: 180_000 }, async () => {
    const page = await readerWithWorker();
    const pages = [
      ...model.articles.map((a) => a.path),
      ...model.categories.flatMap((c) => [c.path, ...c.children.map((s) => s.path)]),
    ].slice(0, MAX_PAGES + 5);
    expect(pages).toHaveLength(MAX_PAGES + 5);
    for (const path of pages) await page.goto(served.url + path, { waitUntil: "load" });
    const stored = async () =>
      page.evaluate(async (name) => {
        const cache = await caches.open(name);
        return (await cache.keys()).map((r) => new URL(r.url).pathname);
      }, CACHES.pages);
    await expect
      .poll(async () => (await stored()).length, { timeout: 10_000 })
      .toBeLessThanOrEqual(MAX_PAGES);
    const kept = await stored();
    expect(kept).toContain(pages.at(-1));
    expect(kept).not.toContain(pages[0]);
  });

  it("has an offline page that search engines skip, and whose list code loads nowhere else", async () => {
    const doc = builtPage("/offline");
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
    expect(readFileSync(path.join(OUT, "sitemap.xml"), "utf8")).not.toContain("/offline");
    expect(builtPage("/sitemap").querySelector('a[href="/offline"]')).toBeNull();

    context = await newReader(served.browser, { scripts: [NO_PREFETCH] });
    const page = await context.newPage();
    const scriptsOf = async (sitePath: string) => {
      const scripts: string[] = [];
      const listen = (response: { url: () => string; text: () => Promise<string> }) => {
        if (response.url().endsWith(".js")) scripts.push(response.url());
      };
      page.on("response", listen);
      // Scripts (async ones included) load before the load event.
      await page.goto(served.url + sitePath, { waitUntil: "load" });
      await page.waitForTimeout(500);
      page.off("response", listen);
      return scripts.map((url) => readFileSync(path.join(OUT, new URL(url).pathname), "utf8"));
    };
    // The list reads titles from cached pages: og:title is its mark.
    const listCode = (sources: string[]) => sources.filter((code) => code.includes("og:title"));
    expect(listCode(await scriptsOf(visited.path))).toEqual([]);
    expect(listCode(await scriptsOf("/"))).toEqual([]);
    expect(listCode(await scriptsOf("/offline"))).toHaveLength(1);
  });
});
