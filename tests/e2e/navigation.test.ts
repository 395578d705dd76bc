/**
 * Between pages (docs/behaviour.md#page-data-and-its-failures, #slow-load-signal), against the served build: page-data retries and
 * their full-load fallback, 404/500/invalid data, a failed script chunk, and the slow-load bar.
 * Prefetching is off in these readers (Save-Data), so that every navigation asks for its data.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page, Route } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { tr } from "@/lib/i18n/tr";
import { waitForRuntime } from "../support/browser";
import { OUT } from "../support/built-html";
import { serveBuiltSite } from "../support/harness";
import {
  clickLink,
  countDocumentLoads,
  firstArticleLink,
  isPageData,
  markWindow,
  NO_PREFETCH,
  newReader,
  windowMarked,
} from "../support/navigation";
import { SCRIPT_URL } from "../support/page-requests";
import { builtModel } from "../support/site";

const model = builtModel();
const served = serveBuiltSite();
let context: BrowserContext;
afterEach(async () => {
  await context?.close();
});

const titleOf = (articlePath: string) => {
  const article = model.articles.find((a) => a.path === articlePath);
  if (!article) throw new Error(`${articlePath} is not an article`);
  return article.title;
};

/** The home page in a fresh reader, marked, with the article to go to. */
async function fromHome(): Promise<{ page: Page; target: string }> {
  context = await newReader(served.browser, { scripts: [NO_PREFETCH] });
  const page = await context.newPage();
  await page.goto(`${served.url}/`);
  await page.waitForLoadState("networkidle");
  await markWindow(page);
  return { page, target: await firstArticleLink(page) };
}

/** Answers the target's page-data requests with `answers` in turn, then lets them through. */
async function answerData(
  page: Page,
  target: string,
  answers: ((route: Route) => Promise<void>)[],
) {
  let count = 0;
  await page.route(
    (url) => url.pathname === target,
    async (route) => {
      const answer = answers[count++];
      if (answer && isPageData(route.request(), target)) await answer(route);
      else await route.continue();
    },
  );
  return () => count;
}

const fail = (route: Route) => route.abort("failed");
const status =
  (code: number, body = "") =>
  (route: Route) =>
    route.fulfill({ status: code, contentType: "text/html", body });

async function expectHeading(page: Page, text: string) {
  await page.waitForFunction((t) => document.querySelector("main h1")?.textContent === t, text, {
    timeout: 15_000,
  });
}

describe("page data that fails", () => {
  it.each([
    ["a network error", fail],
    ["a 503", status(503)],
  ])("after %s, is retried and the page opens without a full load", async (_, failure) => {
    const { page, target } = await fromHome();
    const requests = await answerData(page, target, [failure]);
    await clickLink(page, target);
    await expectHeading(page, titleOf(target));
    expect(new URL(page.url()).pathname).toBe(target);
    expect(requests()).toBe(2);
    expect(await windowMarked(page)).toBe(true);
  });

  it("is retried 3 times: failing 3 times, the 4th request still opens the page in place", async () => {
    const { page, target } = await fromHome();
    const requests = await answerData(page, target, [fail, status(503), fail]);
    await clickLink(page, target);
    await expectHeading(page, titleOf(target));
    expect(requests()).toBe(4);
    expect(await windowMarked(page)).toBe(true);
  });

  it("failing every time, loads the target in full after 3 retries", async () => {
    const { page, target } = await fromHome();
    const requests = await answerData(page, target, [fail, fail, fail, fail, fail, fail]);
    const loads = countDocumentLoads(page, target);
    await clickLink(page, target);
    await page.waitForURL(`**${target}`);
    await expectHeading(page, titleOf(target));
    expect(loads()).toBe(1);
    // 1 + 3 retries by the router, then the fully loaded page asks for its own data once.
    expect(requests()).toBe(5);
    expect(await windowMarked(page)).toBe(false);
  });
});

describe("page data answered with an error", () => {
  /**
   * The target answers the runtime's fetch with the 404 page; its HEAD check gets `head`
   * (the page missing, or there after all: a deploy still uploading). Returns the HEAD count.
   */
  async function answerNotFound(page: Page, target: string, head: "missing" | "exists") {
    const notFound = readFileSync(path.join(OUT, "404.html"), "utf8");
    let heads = 0;
    await page.route(
      (url) => url.pathname === target,
      async (route) => {
        const request = route.request();
        if (request.method() === "HEAD") {
          heads++;
          if (head === "missing") await route.fulfill({ status: 404 });
          else await route.continue();
        } else if (isPageData(request, target))
          await route.fulfill({ status: 404, contentType: "text/html", body: notFound });
        else await route.continue();
      },
    );
    return () => heads;
  }

  it("404: checks with HEAD, then shows 'Sayfa Bulunamadı' at the address asked for, in place", async () => {
    const { page, target } = await fromHome();
    const heads = await answerNotFound(page, target, "missing");
    await clickLink(page, target);
    await expectHeading(page, "Sayfa Bulunamadı");
    await expect.poll(() => page.title()).toBe(`Sayfa Bulunamadı | ${model.site.title}`);
    expect(new URL(page.url()).pathname).toBe(target);
    expect(heads()).toBe(1);
    expect(await windowMarked(page)).toBe(true);
    // The router still works from there.
    await clickLink(page, "/authors");
    await expectHeading(page, "Yazarlarımız");
    expect(await windowMarked(page)).toBe(true);
  });

  it("404 for a page that exists (HEAD says so): loads it in full, never a false not-found", async () => {
    const { page, target } = await fromHome();
    const heads = await answerNotFound(page, target, "exists");
    const loads = countDocumentLoads(page, target);
    await clickLink(page, target);
    await page.waitForURL(`**${target}`);
    await expectHeading(page, titleOf(target));
    expect(heads()).toBe(1);
    expect(loads()).toBe(1);
    expect(await windowMarked(page)).toBe(false);
  });

  it("an invalid response (a host's HTML page with status 200) is treated as not found", async () => {
    const { page, target } = await fromHome();
    const html = readFileSync(path.join(OUT, "index.html"), "utf8");
    await answerData(page, target, [status(200, html)]);
    await clickLink(page, target);
    await expectHeading(page, "Sayfa Bulunamadı");
    expect(new URL(page.url()).pathname).toBe(target);
    expect(await windowMarked(page)).toBe(true);
  });

  it("500: shows the 500 page in place", async () => {
    const { page, target } = await fromHome();
    await answerData(page, target, [status(500, "Internal Server Error")]);
    await clickLink(page, target);
    await expectHeading(page, tr.serverError.title);
    expect(new URL(page.url()).pathname).toBe(target);
    expect(await windowMarked(page)).toBe(true);
  });
});

describe("an island whose script fails to load", () => {
  /**
   * An article in a fresh reader, marked. Island scripts fail: on this page view only
   * (`"until-reload"`), or always.
   */
  async function articleWithFailingIslands(failing: "until-reload" | "always") {
    context = await newReader(served.browser, { scripts: [NO_PREFETCH] });
    const page = await context.newPage();
    const target = model.articles[0]?.path ?? "";
    let loaded: Set<string> | null = null;
    const aborted: string[] = [];
    await page.route(SCRIPT_URL, async (route) => {
      const script = new URL(route.request().url()).pathname;
      if (loaded && !loaded.has(script)) {
        aborted.push(script);
        await route.abort("failed");
      } else await route.continue();
    });
    await page.goto(`${served.url}${target}`);
    await waitForRuntime(page);
    // What the page loaded before any interaction is not an island's: it keeps working.
    loaded = new Set(
      await page.evaluate(() =>
        performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname),
      ),
    );
    if (failing === "until-reload")
      page.on("request", (request) => {
        if (request.isNavigationRequest()) loaded = null;
      });
    await markWindow(page);
    return { page, target, aborted };
  }
  const save = (page: Page) => page.getByRole("button", { name: "Çevrimdışı okumak için kaydet" });

  it("loads the page in full, where the island then works", async () => {
    const { page, target, aborted } = await articleWithFailingIslands("until-reload");
    const loads = countDocumentLoads(page, target);
    await save(page).click();
    await page.waitForFunction(() => !(window as unknown as { __spa?: number }).__spa);
    await expectHeading(page, titleOf(target));
    expect(aborted.length).toBeGreaterThan(0);
    expect(loads()).toBe(1);
    await waitForRuntime(page);
    await save(page).click();
    // This click fetches and runs the island's code, React with it: seconds on a loaded machine.
    await expect
      .poll(() => page.getByRole("status").allTextContents(), { timeout: 10_000 })
      .toContain("Kaydedildi");
  });

  it("that keeps failing, loads the page once and never loops", async () => {
    const { page, target, aborted } = await articleWithFailingIslands("always");
    const loads = countDocumentLoads(page, target);
    await save(page).click();
    await page.waitForFunction(() => !(window as unknown as { __spa?: number }).__spa);
    await waitForRuntime(page);
    const failures = aborted.length;
    // The island fails again after the full load: the session's marker stops a second one.
    await save(page).click();
    await expect.poll(() => aborted.length, { timeout: 5000 }).toBeGreaterThan(failures);
    await page.waitForTimeout(3000);
    expect(loads()).toBe(1);
    expect(await page.locator("main h1").textContent()).toBe(titleOf(target));
    const marker = await page.evaluate(() => sessionStorage.getItem("isilti:chunk-recovery"));
    expect(JSON.parse(marker ?? "{}").path).toBe(target);
  });
});

describe("the slow-load bar", () => {
  /** Watches the bar from before the click; returns when it showed, in ms after the click. */
  async function clickAndWatchBar(page: Page, target: string) {
    await page.evaluate((href) => {
      const bar = document.querySelector("div[data-active]");
      const w = window as unknown as { __barShownAfter?: number };
      const clickedAt = performance.now();
      new MutationObserver(() => {
        if (bar?.getAttribute("data-active") === "true" && w.__barShownAfter === undefined)
          w.__barShownAfter = performance.now() - clickedAt;
      }).observe(bar as Element, { attributes: true });
      document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)?.click();
    }, target);
    return () =>
      page.evaluate(() => (window as unknown as { __barShownAfter?: number }).__barShownAfter);
  }
  const delayed = (ms: number) => async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  };

  it("appears when a navigation takes more than 1 s, is announced, and goes with the new page", async () => {
    const { page, target } = await fromHome();
    await answerData(page, target, [delayed(3000)]);
    const bar = page.locator("div[data-active]");
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    const shownAfter = await clickAndWatchBar(page, target);
    await expect.poll(() => bar.getAttribute("data-active"), { timeout: 2500 }).toBe("true");
    expect(await page.getByRole("status").allTextContents()).toContain(tr.navigation.loading);
    const after = (await shownAfter()) ?? 0;
    expect(after).toBeGreaterThanOrEqual(1000);
    expect(after).toBeLessThan(3000);
    await expectHeading(page, titleOf(target));
    await expect.poll(() => bar.getAttribute("data-active")).toBe("false");
    expect(await page.getByRole("status").allTextContents()).not.toContain(tr.navigation.loading);
    expect(await windowMarked(page)).toBe(true);
  });

  it("does not appear for a navigation under 1 s", async () => {
    const { page, target } = await fromHome();
    await answerData(page, target, [delayed(300)]);
    const shownAfter = await clickAndWatchBar(page, target);
    await expectHeading(page, titleOf(target));
    await page.waitForTimeout(1500);
    expect(await shownAfter()).toBeUndefined();
  });
});
