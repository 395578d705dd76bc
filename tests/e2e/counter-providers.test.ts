import { copyFileSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY } from "@/lib/analytics/browser-settings";
import { launchBrowser } from "../support/browser";
import { parseGoatCounterHit } from "../support/counter-requests";
import { buildIn, copyProject } from "../support/project-copy";
import { type RunningServer, startServer } from "../support/server";

/**
 * The site with each counter an operator can choose instead of LiveInternet (whose hit the
 * main build's tests/e2e/consent.test.ts reads field by field): the small test site built in
 * one project copy twice, once with the self-hosted GoatCounter and once with no counter, each
 * served and read in Chromium as a reader's browser would.
 */

const CONTENT = "tests/fixtures/content";
const ENV = { CONTENT_DIR: CONTENT, SITE: "fixture" };
const ENDPOINT = "https://sayac.deneme.example.com/count";
const copy = copyProject();
const settingsFile = path.join(copy.dir, CONTENT, "site/fixture.yaml");
const GIF = Buffer.from("R0lGODlhAQABAAAAACw=", "base64");

/** The fixture's settings with another `analytics` block. */
function useCounter(block: string) {
  const settings = readFileSync(settingsFile, "utf8");
  const replaced = settings.replace(/^analytics:\n(?: {2}.*\n)*/m, `analytics:\n${block}`);
  expect(replaced).not.toBe(settings);
  writeFileSync(settingsFile, replaced);
}

let browser: Browser;
const servers: Record<"goatcounter" | "none", RunningServer | undefined> = {
  goatcounter: undefined,
  none: undefined,
};

beforeAll(async () => {
  // An operator's steps for a new site: its logo beside the others; the bundled privacy policy
  // (its counter sections chosen by the settings) with the data controller it names.
  copyFileSync(
    path.join(copy.dir, "public/icons/isilti-logo-small.png"),
    path.join(copy.dir, "public/icons/fixture-logo-small.png"),
  );
  copyFileSync(
    path.join(copy.dir, "content/pages/privacy-policy.md"),
    path.join(copy.dir, CONTENT, "pages/privacy-policy.md"),
  );
  writeFileSync(
    settingsFile,
    `${readFileSync(settingsFile, "utf8")}controller:\n  legalName: Deneme Yayıncılık A.Ş.\n  address: Deneme Sokak 1, Kadıköy / İstanbul\n  mersis: "0123456789000015"\n  kep: deneme@hs01.kep.tr\n  hostingCountry: Türkiye\n`,
  );
  useCounter(`  provider: goatcounter\n  endpoint: ${ENDPOINT}\n  country: TR\n`);
  const first = await buildIn(copy.dir, ENV);
  expect(first.code, first.stderr.slice(-3000)).toBe(0);
  renameSync(path.join(copy.dir, "out"), path.join(copy.dir, "out-goatcounter"));
  useCounter("  provider: none\n");
  const second = await buildIn(copy.dir, ENV);
  expect(second.code, second.stderr.slice(-3000)).toBe(0);
  servers.goatcounter = await startServer(path.join(copy.dir, "out-goatcounter"));
  servers.none = await startServer(path.join(copy.dir, "out"));
  browser = await launchBrowser();
}, 10 * 60_000);

afterAll(async () => {
  await browser?.close();
  await servers.goatcounter?.close();
  await servers.none?.close();
  copy.cleanup();
});

/** A reader's browser with every request written down; the counter's host answers locally. */
async function reader(): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const context = await browser.newContext();
  const requests: string[] = [];
  context.on("request", (request) => {
    requests.push(request.url());
  });
  await context.route(`${new URL(ENDPOINT).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "image/gif", body: GIF }),
  );
  return { context, page: await context.newPage(), requests };
}

const pagePolicy = (page: Page) =>
  page
    .locator('meta[http-equiv="content-security-policy"]')
    .getAttribute("content")
    .then((policy) => policy ?? "");

const imgSrc = (policy: string) =>
  policy
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("img-src"));

const counted = (requests: string[]) => requests.filter((url) => url.startsWith(ENDPOINT));

describe("analytics.provider: goatcounter (self-hosted)", () => {
  const url = () => servers.goatcounter?.url ?? "";

  it("counts each page view with GoatCounter's documented request, field by field, without a banner", async () => {
    const { context, page, requests } = await reader();
    await page.goto(`${url()}/?utm_source=bulten`, { waitUntil: "networkidle" });
    const hits = counted(requests);
    expect(hits).toHaveLength(1);
    const sent = parseGoatCounterHit(hits[0] ?? "", ENDPOINT);
    const seen = await page.evaluate(() => ({
      title: document.title,
      referrer: document.referrer,
      webdriver: navigator.webdriver,
    }));
    // The canonical link names the site's domain, not this test server: the path is the page's.
    expect(sent.get("p")).toBe("/?utm_source=bulten");
    expect(sent.get("t")).toBe(seen.title);
    expect(seen.title).toMatch(/[çğıöşüİ]/);
    expect(sent.get("q")).toBe("?utm_source=bulten");
    // count.js's flag for a browser driven by WebDriver (153) or not (0).
    expect(sent.get("b")).toBe(seen.webdriver ? "153" : "0");
    expect(sent.get("rnd")).toMatch(/^[a-z0-9]{1,5}$/);
    // An empty referrer and the screen size are not sent; nothing else is.
    expect(seen.referrer).toBe("");
    expect([...sent.keys()].sort()).toEqual(["b", "p", "q", "rnd", "t"]);

    // The next page, opened in place, names the page read before as its referrer.
    const link = page.locator("main a[href^='/articles/']").first();
    const href = (await link.getAttribute("href")) ?? "";
    await link.click();
    await page.waitForURL(url() + href);
    await expect.poll(() => counted(requests).length).toBe(2);
    const next = parseGoatCounterHit(counted(requests)[1] ?? "", ENDPOINT);
    expect(next.get("p")).toBe(href);
    expect(next.get("r")).toBe(`${url()}/?utm_source=bulten`);
    expect(next.get("t")).toBe(await page.title());

    // No banner, no choice to change, nothing kept in the browser, no cookie.
    expect(await page.locator("[data-consent-banner]").count()).toBe(0);
    expect(await page.locator("[data-consent-settings]").count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBeNull();
    expect(await context.cookies()).toEqual([]);
    expect(requests.some((r) => r.includes("yadro.ru"))).toBe(false);
    await context.close();
  });

  it("allows images from its own counter host only, and its policy names no Russian transfer", async () => {
    const { context, page } = await reader();
    await page.goto(`${url()}/privacy-policy`, { waitUntil: "networkidle" });
    expect(imgSrc(await pagePolicy(page))).toBe(`img-src 'self' data: ${new URL(ENDPOINT).origin}`);
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain("GoatCounter");
    expect(text).toContain("sayac.deneme.example.com");
    expect(text).toContain("çerez yerleştirmez");
    expect(text).not.toMatch(/Rusya|LiveInternet/);
    await context.close();
  });
});

describe("analytics.provider: none", () => {
  const url = () => servers.none?.url ?? "";

  it("makes no request to any other host, shows no banner and no counter text", async () => {
    const { context, page, requests } = await reader();
    await page.goto(`${url()}/`, { waitUntil: "networkidle" });
    const link = page.locator("main a[href^='/articles/']").first();
    const href = (await link.getAttribute("href")) ?? "";
    await link.click();
    await page.waitForURL(url() + href);
    await page.waitForLoadState("networkidle");
    await page.reload({ waitUntil: "networkidle" });
    expect(requests.filter((r) => new URL(r).origin !== url())).toEqual([]);
    expect(await page.locator("[data-consent-banner]").count()).toBe(0);
    expect(await page.locator("[data-consent-settings]").count()).toBe(0);
    const html = await page.content();
    expect(html).not.toMatch(/yadro\.ru|goatcounter|sayaç|Çerez tercih/i);
    expect(imgSrc(await pagePolicy(page))).toBe("img-src 'self' data:");
    await context.close();
  });

  it("says in the privacy policy that there is no counter", async () => {
    const { context, page } = await reader();
    await page.goto(`${url()}/privacy-policy`, { waitUntil: "networkidle" });
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain("Sitede ziyaretçi sayacı ya da başka bir analitik aracı kullanılmaz");
    expect(text).not.toMatch(/Rusya|LiveInternet|GoatCounter|Çerez tercihleri/);
    await context.close();
  });
});
