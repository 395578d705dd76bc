import { describe, expect, it } from "vitest";
import { paths } from "@/lib/paths";
import { serveBuiltSite } from "../support/harness";
import { builtModel } from "../support/site";

const model = await builtModel();
const withToc = model.articles.find((a) => (model.tocs[a.slug]?.length ?? 0) >= 3);
const served = serveBuiltSite();

describe("social cards and feeds as the host serves them", () => {
  it("serves the cards as image/png", async () => {
    const article = model.articles[0];
    if (!article) throw new Error("no articles");
    for (const card of [paths.defaultSocialCard, paths.socialCard(article.slug)]) {
      const response = await fetch(served.url + card);
      expect(response.status, card).toBe(200);
      expect(response.headers.get("content-type"), card).toBe("image/png");
    }
  });

  it("serves the feed and the sitemap as XML", async () => {
    for (const file of [paths.feed, paths.sitemapXml]) {
      const response = await fetch(served.url + file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type"), file).toMatch(/xml/);
    }
  });
});

describe("the table of contents", () => {
  it("is folded on a phone and opens on a tap", async () => {
    if (!withToc) throw new Error("no bundled article has 3 or more ## headings");
    // Reduced motion: the jump is instant instead of a smooth scroll.
    const page = await served.browser.newPage({
      viewport: { width: 375, height: 800 },
      reducedMotion: "reduce",
    });
    await page.goto(served.url + withToc.path);
    const toc = page.getByRole("navigation", { name: "İçindekiler" });
    const first = toc.getByRole("link").first();
    expect(await first.isVisible()).toBe(false);
    await toc.locator("summary").click();
    expect(await first.isVisible()).toBe(true);
    await first.click();
    const id = model.tocs[withToc.slug]?.[0]?.id;
    await page.waitForURL(`**#${id}`);
    // The heading it jumped to sits below the sticky header, in view.
    const box = await page.locator(`#${id}`).boundingBox();
    expect(box && box.y > 0 && box.y < 400).toBe(true);
    await page.close();
  });

  it("is open on a wide screen, with no script and no layout shift", async () => {
    if (!withToc) throw new Error("no bundled article has 3 or more ## headings");
    const page = await served.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(served.url + withToc.path, { waitUntil: "networkidle" });
    const links = page.getByRole("navigation", { name: "İçindekiler" }).getByRole("link");
    expect(await links.count()).toBe(model.tocs[withToc.slug]?.length);
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              total += (entry as unknown as { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.02);
    await page.close();
  });
});
