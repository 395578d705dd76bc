import type { BrowserContext, BrowserContextOptions } from "playwright-core";
import { describe, expect, it } from "vitest";
import { counterEndpoint } from "@/lib/analytics/counter";
import { grantConsent } from "../support/consent";
import { parseLiveInternetHit } from "../support/counter-requests";
import { serveBuiltSite } from "../support/harness";
import { builtModel, routeSamples } from "../support/site";

const model = await builtModel();
const { article } = routeSamples(model);
const counter = new URL(counterEndpoint(model.site.analytics) ?? "");

const site = serveBuiltSite();

/** A reader's browser in which the counter's host answers locally; returns its hit log. */
async function reader(
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; hits: string[] }> {
  const context = await site.browser.newContext(options);
  const hits: string[] = [];
  await context.route(`${counter.origin}/**`, (route) => {
    hits.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: "image/gif",
      body: Buffer.from("R0lGODlhAQABAAAAACw=", "base64"),
    });
  });
  return { context, hits };
}

describe("visitor counter consent", () => {
  it("asks first, for the counter and the transfer to Russia apart, save and reject equally visible, and counts nothing before", async () => {
    const { context, hits } = await reader();
    const page = await context.newPage();
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    const counter = page.getByLabel("Ziyaretçi sayacına izin veriyorum");
    const transfer = page.getByLabel(/Rusya Federasyonu’na aktarılmasına açık rıza/);
    expect([await counter.isChecked(), await transfer.isChecked()]).toEqual([false, false]);
    const accept = page.getByRole("button", { name: "Seçimimi kaydet" });
    const reject = page.getByRole("button", { name: "Reddet" });
    expect(await accept.isVisible()).toBe(true);
    expect(await reject.isVisible()).toBe(true);
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(a?.height).toBe(r?.height);
    expect(await accept.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      await reject.evaluate((el) => getComputedStyle(el).backgroundColor),
    );
    expect(hits).toEqual([]);
    await context.close();
  });

  it("after Reddet: no counter, no banner on the next page", async () => {
    const { context, hits } = await reader();
    const page = await context.newPage();
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Reddet" }).click();
    await page.goto(site.url + article.path, { waitUntil: "networkidle" });
    expect(await page.getByRole("button", { name: "Seçimimi kaydet" }).isVisible()).toBe(false);
    expect(hits).toEqual([]);
    await context.close();
  });

  it("after Reddet: no request to the counter's host across three client-side navigations and a reload", async () => {
    const { context, hits } = await reader();
    const page = await context.newPage();
    const requests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).host === counter.host) requests.push(request.url());
    });
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Reddet" }).click();
    // A marker on window survives client-side navigations only: each step must keep it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const steps = [
      page.locator("main article h3 a").first(),
      page.locator("main nav[aria-label='Konum'] a").nth(1),
      page.locator("footer a", { hasText: "Site Haritası" }),
    ];
    for (const link of steps) {
      const href = await link.getAttribute("href");
      await link.click();
      await page.waitForURL(site.url + href);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => "__sameDocument" in window), href ?? "").toBe(true);
    }
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(false);
    expect(await page.getByRole("button", { name: "Seçimimi kaydet" }).isVisible()).toBe(false);
    expect(requests).toEqual([]);
    expect(hits).toEqual([]);
    await context.close();
  });

  it("names in the banner the country the counter's data goes to", async () => {
    const { context } = await reader();
    const page = await context.newPage();
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    const banner = page.locator("section[aria-labelledby='consent-title']");
    expect(await banner.textContent()).toContain(
      "Sayacın verileri Rusya Federasyonu’ndaki sunucularda işlenir",
    );
    await context.close();
  });

  it("with the counter alone, no transfer consent: nothing is counted", async () => {
    const { context, hits } = await reader();
    const page = await context.newPage();
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    await page.getByLabel("Ziyaretçi sayacına izin veriyorum").check();
    await page.getByRole("button", { name: "Seçimimi kaydet" }).click();
    await page.goto(site.url + article.path, { waitUntil: "networkidle" });
    expect(hits).toEqual([]);
    await context.close();
  });

  it("with both consents: one hit per page view, client-side navigations included", async () => {
    const { context, hits } = await reader();
    const page = await context.newPage();
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    await grantConsent(page);
    await expect.poll(() => hits.length).toBe(1);
    expect(parseLiveInternetHit(hits[0] ?? "").url.value).toBe(`${site.url}/`);
    const card = page.locator("main article h3 a").first();
    const href = await card.getAttribute("href");
    await card.click();
    await page.waitForURL(site.url + href);
    await expect.poll(() => hits.length).toBe(2);
    expect(parseLiveInternetHit(hits[1] ?? "").url.value).toBe(site.url + href);
    await page.waitForLoadState("networkidle");
    expect(hits).toHaveLength(2);
    await context.close();
  });

  // The format is LiveInternet's own counter code (see tests/support/counter-requests.ts): each
  // field is read back from the request the page really made, and compared with what the
  // browser reports, escaped as the code's escape() does.
  it("sends LiveInternet's hit field by field: type, referrer, screen, page, title, random", async () => {
    const { context, hits } = await reader({
      screen: { width: 1366, height: 768 },
      viewport: { width: 1024, height: 700 },
    });
    const page = await context.newPage();
    const from = "https://www.example.com/ara?q=güneş kremi";
    await page.goto(`${site.url}${article.path}?kaynak=bülten&sayfa=2`, {
      referer: from,
      waitUntil: "networkidle",
    });
    // A title longer than the 150 characters the code sends, with Turkish letters and spaces.
    const title = `Güneş Kremi Ne Kadar Sürülmeli? Işıltı’nın Cilt Bakımı Rehberi; ${"Çok Uzun Başlık ".repeat(8)}`;
    await page.evaluate((text) => {
      document.title = text;
    }, title);
    expect(title.length).toBeGreaterThan(150);
    await grantConsent(page);
    await expect.poll(() => hits.length).toBe(1);
    const hit = parseLiveInternetHit(hits[0] ?? "");
    const seen = await page.evaluate(() => ({
      referrer: document.referrer,
      url: document.URL,
      screen: [screen.width, screen.height, screen.colorDepth],
    }));

    expect(model.site.analytics).toMatchObject({ provider: "liveinternet", type: "44.6" });
    expect(hit.type).toBe("44.6");
    expect(seen.referrer).not.toBe("");
    expect(hit.referrer.sent).toBe(escape(seen.referrer));
    expect(seen.url).toBe(`${site.url}${article.path}?kaynak=b%C3%BClten&sayfa=2`);
    expect(hit.url.sent).toBe(escape(seen.url));
    // escape() leaves "/" and ":" as they are and escapes "?", "=", "&" and "%".
    expect(hit.url.sent).toContain("%3Fkaynak%3Db%25C3%25BClten%26sayfa%3D2");
    expect(hit.screen).toEqual({ width: 1366, height: 768, depth: seen.screen[2] });
    expect(seen.screen.slice(0, 2)).toEqual([1366, 768]);
    expect(hit.title.value).toBe(title.substring(0, 150));
    expect(hit.title.sent).toBe(escape(title.substring(0, 150)));
    expect(hit.title.sent).toContain("G%FCne%u015F%20Kremi");
    expect(hit.random).toMatch(/^0\.\d+$/);

    // The next page, opened in place: its referrer is the page read before, as on a full load.
    const card = page.locator("main a[href^='/articles/']").first();
    const href = await card.getAttribute("href");
    await card.click();
    await page.waitForURL(site.url + href);
    await expect.poll(() => hits.length).toBe(2);
    const next = parseLiveInternetHit(hits[1] ?? "");
    expect(next.referrer.value).toBe(seen.url);
    expect(next.url.value).toBe(site.url + href);
    expect(next.title.value).toBe((await page.title()).substring(0, 150));
    expect(next.random).not.toBe(hit.random);
    await context.close();
  });

  it("lets the reader change the choice from the footer", async () => {
    const { context, hits } = await reader();
    const page = await context.newPage();
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Reddet" }).click();
    await page.getByRole("button", { name: "Çerez tercihleri" }).click();
    await grantConsent(page);
    await expect.poll(() => hits.length).toBe(1);
    await context.close();
  });
});
