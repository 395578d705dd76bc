/**
 * Prefetching (docs/behaviour.md#prefetching) against the served build: batches of at most 4 pages, 3 s
 * apart, each page once; a hovered link at once; nothing with Save-Data, on 2g or for a crawler.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { PREFETCH_BATCH_SIZE, PREFETCH_INTERVAL_MS } from "@/lib/navigation/prefetch-policy";
import { waitForRuntime } from "../support/browser";
import { serveBuiltSite } from "../support/harness";
import {
  connectionScript,
  isPrefetch,
  newReader,
  prefetchedPage,
  type ReaderOptions,
} from "../support/navigation";

const served = serveBuiltSite();
let context: BrowserContext;
afterEach(async () => {
  await context?.close();
});

/** The home page in a fresh reader, with every prefetch recorded as [ms since load, page]. */
async function openHome(options: ReaderOptions = {}) {
  context = await newReader(served.browser, options);
  const page = await context.newPage();
  const prefetches: string[] = [];
  const pages: [ms: number, page: string][] = [];
  let start = Date.now();
  page.on("request", (request) => {
    if (!isPrefetch(request)) return;
    prefetches.push(request.url());
    const prefetched = prefetchedPage(request);
    if (prefetched) pages.push([Date.now() - start, prefetched]);
  });
  await page.goto(`${served.url}/`);
  start = Date.now();
  return { page, prefetches, pages };
}

/** Scrolls through the page in a second, so that many links come into view at once. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 10; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
}

/** Groups prefetch times into batches: requests less than 1.5 s apart belong to one batch. */
function batches(pages: [number, string][]): [number, string][][] {
  const groups: [number, string][][] = [];
  for (const entry of [...pages].sort((a, b) => a[0] - b[0])) {
    const last = groups.at(-1);
    const lastTime = last?.at(-1)?.[0];
    if (last && lastTime !== undefined && entry[0] - lastTime < 1500) last.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

describe("prefetching links in view", () => {
  it("goes in batches of at most 4 pages, about 3 s apart, each page once", async () => {
    const { page, pages } = await openHome();
    await scrollThrough(page);
    await page.waitForTimeout(3 * PREFETCH_INTERVAL_MS + 1000);
    const groups = batches(pages);
    expect(groups.length).toBeGreaterThanOrEqual(3);
    for (const group of groups) expect(group.length).toBeLessThanOrEqual(PREFETCH_BATCH_SIZE);
    // Enough links came into view to fill the batches.
    for (const group of groups.slice(1, 3)) expect(group).toHaveLength(PREFETCH_BATCH_SIZE);
    const starts = groups.map((group) => group[0]?.[0] ?? 0);
    for (let i = 1; i < starts.length; i++) {
      const gap = (starts[i] ?? 0) - (starts[i - 1] ?? 0);
      expect(gap).toBeGreaterThanOrEqual(PREFETCH_INTERVAL_MS - 200);
    }
    // While the queue was full, the next batch did not wait much longer than 3 s either.
    expect((starts[2] ?? 0) - (starts[1] ?? 0)).toBeLessThan(PREFETCH_INTERVAL_MS + 1500);
    const prefetched = pages.map(([, p]) => p);
    expect(new Set(prefetched).size).toBe(prefetched.length);
    expect(prefetched).not.toContain("/");
  });

  it("fetches a hovered link at once, ahead of the queue", async () => {
    const { page, pages } = await openHome();
    await page.waitForTimeout(500);
    // A footer link: out of view, so not queued.
    const link = page.locator('footer a[href^="/"]').first();
    const href = await link.getAttribute("href");
    expect(pages.map(([, p]) => p)).not.toContain(href);
    await link.scrollIntoViewIfNeeded();
    const hoveredAt = Date.now();
    await link.hover();
    await expect.poll(() => pages.map(([, p]) => p), { timeout: 1500 }).toContain(href);
    expect(Date.now() - hoveredAt).toBeLessThan(PREFETCH_INTERVAL_MS);
  });
});

describe("no prefetching", () => {
  const GOOGLEBOT =
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
  it.each<[string, ReaderOptions]>([
    ["with Save-Data on", { scripts: [connectionScript({ saveData: true })] }],
    ["on 2g", { scripts: [connectionScript({ effectiveType: "2g" })] }],
    ["on slow-2g", { scripts: [connectionScript({ effectiveType: "slow-2g" })] }],
    ["for a crawler", { userAgent: GOOGLEBOT }],
  ])("%s, in view or hovered", async (_, options) => {
    const { page, prefetches } = await openHome(options);
    // The runtime must be running before the reader acts: a check made before it starts would
    // pass whatever its policy does.
    await waitForRuntime(page);
    await scrollThrough(page);
    await page.locator('footer a[href^="/"]').first().hover();
    await page.locator('main a[href^="/articles/"]').last().hover();
    await page.waitForTimeout(PREFETCH_INTERVAL_MS + 1000);
    expect(prefetches).toEqual([]);
    // Links still work, without prefetching.
    const href = await page.locator('main a[href^="/articles/"]').last().getAttribute("href");
    await page.locator('main a[href^="/articles/"]').last().click();
    await page.waitForURL(`**${href}`);
  });
});
