import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { grantConsent } from "../support/consent";
import { serveBuiltSite } from "../support/harness";
import { builtModel, routeSamples } from "../support/site";

const model = builtModel();
const { article } = routeSamples(model);
const counter = new URL(model.site.analytics.counterUrl);

const site = serveBuiltSite();

/** A reader's browser in which the counter's host answers locally; returns its hit log. */
async function reader(): Promise<{ context: BrowserContext; hits: string[] }> {
  const context = await site.browser.newContext();
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
    expect(new URL(hits[0] ?? "").searchParams.get("u")).toBe(`${site.url}/`);
    const card = page.locator("main article h3 a").first();
    const href = await card.getAttribute("href");
    await card.click();
    await page.waitForURL(site.url + href);
    await expect.poll(() => hits.length).toBe(2);
    expect(new URL(hits[1] ?? "").searchParams.get("u")).toBe(site.url + href);
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
