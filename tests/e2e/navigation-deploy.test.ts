/**
 * Deploy skew (docs/behaviour.md#new-build-while-reading): a tab opened
 * before a new build is deployed keeps working; its next navigation after the deploy is a
 * full load of the target, and old and new scripts never meet in one page. The new build is
 * made in a temporary copy of the project with another build id salt and a runtime constant
 * changed (the slow-load delay, a millisecond longer), so that both the build id and the
 * scripts differ; it is swapped in under the running server between two clicks.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SLOW_NAVIGATION_MS } from "@/lib/navigation/slow-signal";
import { launchBrowser } from "../support/browser";
import { OUT } from "../support/built-html";
import {
  clickLink,
  countDocumentLoads,
  firstArticleLink,
  markWindow,
  NO_PREFETCH,
  newReader,
  type ReaderOptions,
  windowMarked,
} from "../support/navigation";
import { type RunningServer, startServer } from "../support/server";
import { buildVariant, swappableSite } from "../support/site-copy";

const isScript = (pathname: string) => pathname.startsWith("/_astro/") && pathname.endsWith(".js");
const chunksOf = (site: string) =>
  new Set(readdirSync(path.join(site, "_astro")).filter((name) => name.endsWith(".js")));
const buildIdOf = (site: string) =>
  /<meta name="build-id" content="([^"]+)"/.exec(
    readFileSync(path.join(site, "index.html"), "utf8"),
  )?.[1];

let variant: Awaited<ReturnType<typeof buildVariant>>;
let site: ReturnType<typeof swappableSite>;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let oldChunks: Set<string>;
let newChunks: Set<string>;

beforeAll(async () => {
  variant = await buildVariant(
    {
      "src/lib/navigation/slow-signal.ts": (source) =>
        source.replace(`= ${SLOW_NAVIGATION_MS};`, `= ${SLOW_NAVIGATION_MS + 1};`),
    },
    { BUILD_ID_SALT: "skew-test" },
  );
  site = swappableSite({ old: OUT, new: variant.out });
  site.show("old");
  server = await startServer(site.dir);
  browser = await launchBrowser();
  oldChunks = chunksOf(OUT);
  newChunks = chunksOf(variant.out);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  site?.cleanup();
  variant?.cleanup();
});

afterEach(async () => {
  await context?.close();
});

/** Every script chunk the page asks for, with its status and whether a full load had begun. */
function watchChunks(page: Page, fullLoadOf: () => string | null) {
  const chunks: { name: string; status: number; afterLoad: boolean }[] = [];
  let loading = false;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === fullLoadOf())
      loading = true;
  });
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (isScript(pathname))
      chunks.push({ name: path.basename(pathname), status: response.status(), afterLoad: loading });
  });
  return chunks;
}

async function open(options: ReaderOptions): Promise<Page> {
  context = await newReader(browser, options);
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.waitForLoadState("networkidle");
  await markWindow(page);
  return page;
}

async function scriptsInPage(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
  );
  return loaded.filter(isScript).map((p) => p.split("/").pop() ?? "");
}

/**
 * The click went to a full load of `target` from the new build: one document load, a new
 * window, nothing of the new build fetched by the old page, only the new build's scripts in
 * the new one. Returns those scripts.
 */
async function expectFullLoadOfNewBuild(
  page: Page,
  target: string,
  loads: () => number,
  chunks: ReturnType<typeof watchChunks>,
): Promise<string[]> {
  await page.waitForURL(`**${target}`);
  await page.waitForLoadState("networkidle");
  expect(loads()).toBe(1);
  expect(await windowMarked(page)).toBe(false);
  expect(chunks.filter((c) => !c.afterLoad && !oldChunks.has(c.name))).toEqual([]);
  expect(chunks.filter((c) => c.status >= 400)).toEqual([]);
  const scripts = await scriptsInPage(page);
  expect(scripts.filter((name) => !newChunks.has(name))).toEqual([]);
  return scripts;
}

describe("a deploy while a tab is open", () => {
  it("changed the build id and the chunks (the test's own premise)", () => {
    expect(buildIdOf(OUT)).toBeTruthy();
    expect(buildIdOf(variant.out)).not.toEqual(buildIdOf(OUT));
    expect([...newChunks].some((name) => !oldChunks.has(name))).toBe(true);
  });

  it("the tab keeps working, and its next navigation is a full load of the target", async () => {
    site.show("old");
    const page = await open({ scripts: [NO_PREFETCH] });
    let target: string | null = null;
    const chunks = watchChunks(page, () => target);
    const article = await firstArticleLink(page);
    await clickLink(page, article);
    await page.waitForURL(`**${article}`);
    expect(await windowMarked(page)).toBe(true);

    site.show("new");
    target = await page.locator('main a[href^="/authors/"]').first().getAttribute("href");
    if (!target) throw new Error("no author link on the article");
    const loads = countDocumentLoads(page, target);
    await clickLink(page, target);
    const scripts = await expectFullLoadOfNewBuild(page, target, loads, chunks);
    expect(scripts.some((name) => !oldChunks.has(name))).toBe(true);

    // And the new page navigates client-side again.
    await markWindow(page);
    await clickLink(page, "/authors");
    await page.waitForURL("**/authors");
    expect(await windowMarked(page)).toBe(true);
  });

  it("with prefetching on, a page of the newer build waiting in the cache is loaded in full", async () => {
    site.show("old");
    const page = await open({});
    let target: string | null = null;
    const chunks = watchChunks(page, () => target);
    // The first batch of prefetches, from the old build.
    await page.waitForTimeout(1500);

    site.show("new");
    const newPrefetch = page.waitForRequest((r) =>
      (r.headers()["sec-purpose"] ?? "").includes("prefetch"),
    );
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 500);
    await newPrefetch;
    await page.waitForTimeout(300);

    target = await page.locator('main a[href^="/articles/"]').first().getAttribute("href");
    if (!target) throw new Error("no article link");
    const loads = countDocumentLoads(page, target);
    await page.locator(`main a[href="${target}"]`).first().click();
    await expectFullLoadOfNewBuild(page, target, loads, chunks);
  });
});
