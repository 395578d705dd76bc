/**
 * Every page type of the served build, with its Content-Security-Policy on (each page's meta
 * policy from src/lib/build/csp.ts plus the header of serve.json): no policy violation, no
 * console error, no uncaught error, no failed request, on a full load and after client-side
 * navigations, with the service worker installed and the counter consented to (its pixel is
 * the one image from another host the policy allows).
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { counterEndpoint } from "@/lib/analytics/counter";
import { paths } from "@/lib/paths";
import { openHydrated } from "../support/browser";
import { grantConsent } from "../support/consent";
import { serveBuiltSite } from "../support/harness";
import { clickLink, firstArticleLink, markWindow, windowMarked } from "../support/navigation";
import { builtModel, routeSamples, samplePaths } from "../support/site";

const model = await builtModel();
const { article, category } = routeSamples(model);
const counter = new URL(counterEndpoint(model.site.analytics) ?? "");
const site = serveBuiltSite();
const NOT_FOUND_PATH = "/yok-boyle-bir-sayfa";

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** Reported by the page itself, so a violation counts even when Chromium logs nothing. */
const VIOLATION_LISTENER = `document.addEventListener("securitypolicyviolation", (e) => {
  console.error("CSP violation: " + e.effectiveDirective + " blocked " + (e.blockedURI || "inline") + " at " + e.sourceFile + ":" + e.lineNumber);
});`;

/** A reader's browser that writes down everything that goes wrong. */
async function watchedReader(
  options: { serviceWorker?: boolean } = {},
): Promise<{ context: BrowserContext; problems: string[]; counterHits: () => number }> {
  const ctx = await site.browser.newContext({
    serviceWorkers: options.serviceWorker === false ? "block" : "allow",
  });
  context = ctx;
  const problems: string[] = [];
  let hits = 0;
  await ctx.addInitScript(VIOLATION_LISTENER);
  // The counter's host answers locally (this machine has no network).
  await ctx.route(`${counter.origin}/**`, (route) => {
    hits++;
    return route.fulfill({
      status: 200,
      contentType: "image/gif",
      body: Buffer.from("R0lGODlhAQABAAAAACw=", "base64"),
    });
  });
  const watch = (page: Page) => {
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // Chromium logs a document's 404 as a console error: the not-found page's status by design.
      const { url } = message.location();
      if (url && new URL(url).pathname === NOT_FOUND_PATH && /status of 404/.test(message.text()))
        return;
      problems.push(`${page.url()} console: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${page.url()} error: ${error.message}`));
  };
  ctx.on("page", watch);
  ctx.on("requestfailed", async (request) => {
    // Chromium reports every HEAD request as aborted once its headers are in (there is no body
    // to read), even when fetch() resolved with 200: the router's existence checks before a
    // prefetch. Such a request failed only if it has no response or a failing status.
    const response = request.method() === "HEAD" ? await request.response() : null;
    if (response && response.status() < 400) return;
    problems.push(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
  ctx.on("response", (response) => {
    const { pathname } = new URL(response.url());
    // The not-found page is answered with 404 by design; nothing else may fail.
    if (response.status() >= 400 && pathname !== NOT_FOUND_PATH)
      problems.push(`status ${response.status()}: ${response.url()}`);
  });
  return { context: ctx, problems, counterHits: () => hits };
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
}

describe("with the Content-Security-Policy on", () => {
  it("is the page's own policy, before any script, with no unsafe script source", async () => {
    const { context: ctx } = await watchedReader({ serviceWorker: false });
    const page = await ctx.newPage();
    const response = await page.goto(site.url + article.path);
    const html = (await response?.text()) ?? "";
    const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"\/?>/i.exec(html);
    expect(meta).not.toBeNull();
    // Before it, only the router's module from this site: every inline script comes after.
    const before = html.slice(0, html.indexOf(meta?.[0] ?? ""));
    const scriptsBefore = [...before.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    for (const script of scriptsBefore)
      expect(script).toMatch(/^<script type="module" src="\/_astro\/[^"]+\.js">$/);
    expect(html.indexOf(meta?.[0] ?? "")).toBeLessThan(html.indexOf("<body"));
    const policy = (meta?.[1] ?? "").replace(/&#x27;|&#39;/g, "'");
    const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
    expect(policy).toContain(`img-src 'self' data: ${counter.origin}`);
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("blocks an inline script the build did not hash (the watch below would see it)", async () => {
    const { context: ctx, problems } = await watchedReader({ serviceWorker: false });
    await ctx.route(site.url + article.path, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        "</body>",
        "<script>window.__injected = 1</script></body>",
      );
      await route.fulfill({ response, body });
    });
    const page = await ctx.newPage();
    await page.goto(site.url + article.path, { waitUntil: "load" });
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBe(
      undefined,
    );
    await expect.poll(() => problems.join("\n")).toMatch(/CSP violation: script-src-elem/);
  });

  it("every page type loads cold with no violation, console error or failed request", async () => {
    const { context: ctx, problems, counterHits } = await watchedReader();
    const first = await ctx.newPage();
    await openHydrated(first, `${site.url}/`);
    await grantConsent(first);
    await expect.poll(counterHits).toBe(1);
    await settle(first);
    // The worker installed and took the page (worker-src, its precache through connect-src).
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await first.close();

    const pages = [...new Set([...samplePaths(model), NOT_FOUND_PATH])];
    for (const sitePath of pages) {
      const page = await ctx.newPage();
      await openHydrated(page, site.url + sitePath);
      await settle(page);
      await page.close();
    }
    expect(problems).toEqual([]);
    // One counter hit per page view, each allowed by img-src (the not-found pages count too).
    expect(counterHits()).toBeGreaterThanOrEqual(pages.length);
  });

  it("client-side navigations and search run with no violation, console error or failed request", async () => {
    const { context: ctx, problems } = await watchedReader();
    const page = await ctx.newPage();
    await openHydrated(page, `${site.url}/`);
    await page.getByRole("button", { name: "Reddet" }).click();
    await settle(page);
    await markWindow(page);
    const target = await firstArticleLink(page);

    // Home → an article it lists → that article's author → a category from the menu.
    const read = model.articles.find((a) => a.path === target);
    if (!read) throw new Error(`${target} is not an article of the build`);
    const writer = paths.author(read.author);
    for (const [from, to] of [
      [paths.home, target],
      [target, writer],
      [writer, category.path],
    ] as const) {
      expect(new URL(page.url()).pathname).toBe(from);
      await page.waitForSelector(`a[href="${to}"]`, { state: "attached" });
      await clickLink(page, to);
      await page.waitForURL(site.url + to);
      await settle(page);
      expect(await windowMarked(page), `${from} → ${to} stayed in the page`).toBe(true);
    }

    // Search: its code and both index files load on demand.
    const box = page.getByRole("combobox", { name: "Makalelerde ara" });
    await box.click();
    // A word of the title long enough to search by ("A Vitamini …" starts with one letter).
    const word = article.title.match(/\p{L}{4,}/u)?.[0] ?? "cilt";
    await box.pressSequentially(word);
    await page.getByRole("option").first().waitFor();
    await box.press("Escape");

    expect(problems).toEqual([]);
  });
});
