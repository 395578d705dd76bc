import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { currentYear } from "@/lib/i18n/format";
import { tr } from "@/lib/i18n/tr";
import { serveBuiltSite } from "../support/harness";
import { builtModel, routeSamples } from "../support/site";

const model = await builtModel();
const { article, category, sub, author } = routeSamples(model);
const site = model.site;

/** One page of every route type: path, expected status, expected <title>. */
const ROUTES: [path: string, status: number, title: string][] = [
  ["/", 200, `${site.title}: ${site.tagline}`],
  [article.path, 200, `${article.title} | ${site.title}`],
  [category.path, 200, `${category.title} | ${site.title}`],
  [sub.path, 200, `${sub.title} · ${category.title} | ${site.title}`],
  ["/authors", 200, `Yazarlarımız | ${site.title}`],
  [author.path, 200, `${author.metaTitle} | ${site.title}`],
  ["/info/about-us", 200, `Hakkımızda | ${site.title}`],
  ["/privacy-policy", 200, `Gizlilik ve Çerez Politikası | ${site.title}`],
  ["/terms", 200, `Kullanım Koşulları | ${site.title}`],
  ["/sitemap", 200, `Site Haritası | ${site.title}`],
  ["/bu-sayfa-yok", 404, `Sayfa Bulunamadı | ${site.title}`],
  [`${category.path}/bu-alt-kategori-yok`, 404, `Sayfa Bulunamadı | ${site.title}`],
  ["/articles/bu-yazi-yok", 404, `Sayfa Bulunamadı | ${site.title}`],
  ["/500", 200, `Bir Sorun Oluştu | ${site.title}`],
];

const served = serveBuiltSite();
let page: Page;
beforeAll(async () => {
  page = await served.browser.newPage();
});

async function expectHeaderAndFooter(p: Page) {
  const header = p.locator("header").first();
  expect(await header.locator('a[href="/"]').first().getAttribute("href")).toBe("/");
  expect(await header.locator(`img[src="${site.logo.src}"]`).count()).toBe(1);
  expect(await header.getByRole("button", { name: "Kategoriler" }).count()).toBe(1);
  expect(await header.getByPlaceholder("Arama").count()).toBe(1);

  const footer = p.locator("footer");
  const headings = await footer.locator("h2").allTextContents();
  expect(headings).toEqual(["Kategoriler", "Bilgi", "İletişim"]);
  const categoryLinks = footer.locator('nav[aria-labelledby="footer-categories"] a');
  expect(await categoryLinks.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
    model.categories.map((c) => c.path),
  );
  const infoLinks = footer.locator('nav[aria-labelledby="footer-info"] a');
  expect(await infoLinks.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
    "/authors",
    "/privacy-policy",
    "/terms",
    "/info/about-us",
    "/sitemap",
  ]);
  expect(await footer.locator(`a[href="mailto:${site.email}"]`).count()).toBe(1);
  for (const href of Object.values(site.social))
    expect(await footer.locator(`a[href="${href}"]`).count()).toBe(1);
  expect(await footer.textContent()).toContain(`© ${site.title} ${currentYear(tr.timeZone)}`);
}

describe.each(ROUTES)("%s", (path, status, title) => {
  it(`answers ${status} with its title, header and footer`, async () => {
    const response = await page.goto(served.url + path);
    expect(response?.status()).toBe(status);
    expect(await page.title()).toBe(title);
    expect(await page.getAttribute("html", "lang")).toBe("tr");
    const description = await page.getAttribute('meta[name="description"]', "content");
    expect(description?.length ?? 0).toBeGreaterThan(40);
    await expectHeaderAndFooter(page);
  });
});

describe("page specifics", () => {
  it("gives indexable pages a canonical URL on the site's domain", async () => {
    for (const path of ["/", article.path, sub.path, "/terms"]) {
      await page.goto(served.url + path);
      const canonical = await page.getAttribute('link[rel="canonical"]', "href");
      expect(canonical).toBe(path === "/" ? site.url : `${site.url}${path}`);
    }
  });

  it("shows the not-found text and a link home", async () => {
    await page.goto(`${served.url}/bu-sayfa-yok`);
    expect(await page.locator("h1").textContent()).toBe("Sayfa Bulunamadı");
    expect(await page.locator("main").textContent()).toContain("Ana sayfadan aramaya devam ederek");
    expect(await page.locator('main a[href="/"]').count()).toBeGreaterThan(0);
  });

  it("writes the 500 page for hosts, with the error boundary's text", async () => {
    await page.goto(`${served.url}/500.html`);
    expect(await page.locator("h1").textContent()).toBe(tr.serverError.title);
    expect(await page.locator("main").textContent()).toContain(tr.serverError.message);
    expect(await page.getAttribute('meta[name="robots"]', "content")).toContain("noindex");
  });

  it("renders an article's body, author and breadcrumbs", async () => {
    await page.goto(served.url + article.path);
    expect(await page.locator("h1").textContent()).toBe(article.title);
    expect(await page.locator(".prose h2").count()).toBeGreaterThan(1);
    expect(await page.locator(`main a[href="/authors/${article.author}"]`).count()).toBeGreaterThan(
      0,
    );
    expect(await page.locator('nav[aria-label="Konum"] a[href="/"]').count()).toBe(1);
  });

  it("lists every category, subcategory and article on the HTML sitemap", async () => {
    await page.goto(`${served.url}/sitemap`);
    const hrefs = new Set(
      await page.locator("main a").evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
    );
    for (const c of model.categories) {
      expect(hrefs.has(c.path)).toBe(true);
      for (const s of c.children) expect(hrefs.has(s.path)).toBe(true);
    }
    for (const a of model.articles) expect(hrefs.has(a.path), a.path).toBe(true);
  });

  it("navigates client-side from a card to its article", async () => {
    await page.goto(served.url + sub.path);
    const first = page.locator("main article h2 a").first();
    const href = await first.getAttribute("href");
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await first.click();
    await page.waitForURL(served.url + href);
    expect(await page.locator("h1").textContent()).toBeTruthy();
    // Still the same document: the app router navigated without a full load.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
      true,
    );
  });
});
