import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
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
  it("asks first, with accept and reject equally visible, and counts nothing before", async () => {
    const { context, hits } = await reader();
    const page = await context.newPage();
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    const accept = page.getByRole("button", { name: "Kabul et" });
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
    expect(await page.getByRole("button", { name: "Kabul et" }).count()).toBe(0);
    expect(hits).toEqual([]);
    await context.close();
  });

  it("after Kabul et: one hit per page view, client-side navigations included", async () => {
    const { context, hits } = await reader();
    const page = await context.newPage();
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Kabul et" }).click();
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
    await page.getByRole("button", { name: "Kabul et" }).click();
    await expect.poll(() => hits.length).toBe(1);
    await context.close();
  });
});
