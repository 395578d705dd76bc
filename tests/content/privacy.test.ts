import path from "node:path";
import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "@/components/layout/theme";
import { CONSENT_STORAGE_KEY } from "@/lib/analytics/browser-settings";
import { counterEndpoint } from "@/lib/analytics/counter";
import { type Analytics, analyticsSchema } from "@/lib/analytics/settings";
import { parseFrontMatter, readSourceFile } from "@/lib/content/loading/files";
import { contentOptionsFrom, loadContent } from "@/lib/content/loading/load-content";
import { staticPageHtml } from "@/lib/content/loading/page-fields";
import { ProblemLog } from "@/lib/content/loading/problems";
import { readEnv } from "@/lib/env";
import { CACHE_PREFIX, CACHES, SAVED_PREFIX } from "@/lib/navigation/offline-cache";
import { RECOVERY_KEY } from "@/lib/navigation/reload-guard";

// The bundled site's privacy policy and imprint, as the build renders them.
const { model } = loadContent({
  ...contentOptionsFrom(readEnv({})),
  siteName: "isilti",
});
const page = (slug: string) => {
  const found = model.pages.find((p) => p.slug === slug);
  if (!found) throw new Error(`no ${slug} page`);
  return found.html;
};
const controller = model.site.controller;

describe("KVKK: the privacy policy", () => {
  const html = page("privacy-policy");

  it("names the counter's provider, its host and the country the data goes to", () => {
    expect(model.site.analytics.provider).toBe("liveinternet");
    expect(new URL(counterEndpoint(model.site.analytics) ?? "").host).toBe("counter.yadro.ru");
    expect(html).toContain("LiveInternet");
    expect(html).toContain("counter.yadro.ru");
    expect(html).toContain("Rusya Federasyonu");
  });

  it("lists the data sent, the purpose, the retention and the legal basis", () => {
    for (const item of ["IP adresiniz", "sayfanın adresi", "yönlendiren adres", "Ekran boyutu"])
      expect(html, item).toContain(item);
    expect(html).toContain("Amacımız yalnızca ziyaret sayılarını");
    expect(html).toContain("Saklama süreleri");
    expect(html).toContain("5. maddesinin birinci fıkrası uyarınca açık rızanız");
    expect(html).toContain("7499 sayılı Kanunla 2024 yılında değiştirilen KVKK’nın 9. maddesinin");
  });

  it("lists every item the site keeps in the browser, by the name the code uses", () => {
    for (const key of [
      CONSENT_STORAGE_KEY,
      THEME_STORAGE_KEY,
      RECOVERY_KEY,
      `${CACHE_PREFIX}precache`,
      ...Object.values(CACHES),
      SAVED_PREFIX,
    ])
      expect(html, key).toContain(`<code>${key}`);
  });

  it("names the data controller, the hosting country and a postal route from the site settings", () => {
    expect(controller).not.toBeNull();
    const { legalName, address, mersis, kep, email, hostingCountry } = controller ?? {};
    for (const value of [legalName, address, mersis, kep, email, hostingCountry])
      expect(html).toContain(value);
    expect(html).toContain("yazılı olarak");
    expect(html).not.toMatch(/\{\{/);
  });

  it("gives retention periods, not 'as long as needed'", () => {
    expect(html).toContain("en fazla <strong>90 gün</strong>");
    expect(html).toContain("<strong>2 yıl</strong>");
    expect(html).not.toMatch(/gerektirdiği süre|makul bir süre/);
  });

  it("states the transfer to Russia, its separate consent and the limits of that basis", () => {
    expect(html).toContain("Rusya Federasyonu");
    expect(html).toContain("<strong>ayrı olarak</strong>");
    expect(html).toContain("arızi");
  });
});

describe("Law 5651: the imprint on the about page", () => {
  it("shows the publisher's legal name, address, MERSİS number, KEP address, e-mail and editors", () => {
    const html = page("about-us");
    expect(html).toContain('<h2 id="kunye">Künye</h2>');
    const { hostingCountry: _notInTheImprint, ...imprint } = controller ?? {};
    for (const value of Object.values(imprint)) expect(html).toContain(value);
    expect(html).toContain("Sorumlu yazı işleri müdürü");
    expect(html).not.toMatch(/\{\{/);
  });

  it("names the same publisher in the terms as in the policy and the imprint", () => {
    expect(page("terms")).toContain(`<strong>${controller?.legalName}</strong>`);
  });

  it("ships clearly marked placeholders until the publisher fills them in", () => {
    expect(controller?.legalName).toBe("[ŞİRKET UNVANI]");
    expect(controller?.editorInChief).toMatch(/^\[.+\]$/);
    expect(controller?.managingEditor).toMatch(/^\[.+\]$/);
    expect(controller?.mersis).toMatch(/^\[.+\]$/);
  });
});

/** The bundled policy as a site with another counter would publish it. */
function policyWith(analytics: unknown): string {
  const source = readSourceFile(path.resolve("content/pages/privacy-policy.md"));
  const doc = source && parseFrontMatter(source, new ProblemLog());
  if (!doc) throw new Error("no privacy policy");
  const site = { ...model.site, analytics: analyticsSchema.parse(analytics) as Analytics };
  const { html, problems } = staticPageHtml(doc.body, site);
  expect(problems).toEqual([]);
  return html;
}

const OWN = { provider: "goatcounter", endpoint: "https://sayac.isilti.com.tr/count" };

describe("KVKK: the privacy policy with a self-hosted counter (GoatCounter)", () => {
  const html = policyWith({ ...OWN, country: "TR" });

  it("names the counter, its own server and country, and never Russia or LiveInternet", () => {
    expect(html).toContain("<strong>GoatCounter</strong>");
    expect(html).toContain("<strong>sayac.isilti.com.tr</strong>");
    expect(html).toContain("Sunucunun bulunduğu ülke: <strong>Türkiye</strong>");
    expect(html).not.toMatch(/Rusya|LiveInternet|counter\.yadro\.ru/);
  });

  it("says no cookie is set and rests the counter on legitimate interest, without a consent", () => {
    expect(html).toContain("<strong>çerez yerleştirmez</strong>");
    expect(html).toContain("5. maddesinin ikinci fıkrasının (f) bendi");
    expect(html).toContain("açık rızanız istenmez");
    expect(html).not.toContain("5. maddesinin birinci fıkrası uyarınca açık rızanız");
    // No banner, so no banner choice kept in the browser and no "Çerez tercihleri" link.
    expect(html).not.toContain(`<code>${CONSENT_STORAGE_KEY}`);
    expect(html).not.toContain("Çerez tercihleri");
    expect(html).not.toContain("çerez bandı");
  });

  it("lists what each request sends and how long the counter keeps it", () => {
    for (const item of ["IP adresiniz", "sayfanın adresi ve başlığı", "yönlendiren adres"])
      expect(html, item).toContain(item);
    expect(html).toContain("en fazla <strong>8 saat</strong>");
    expect(html).toContain("yurt dışına aktarılmaz");
    expect(html).not.toMatch(/\{\{|:::/);
  });

  it("outside Türkiye: names the country and the standard contract the transfer rests on", () => {
    const abroad = policyWith({ ...OWN, country: "DE", transfer: "standard-contract" });
    expect(abroad).toContain("bulunduğu ülke: <strong>Almanya</strong>");
    expect(abroad).toContain("<strong>standart sözleşmeye</strong>");
    expect(abroad).not.toContain("yurt dışına aktarılmaz");
    expect(abroad).not.toMatch(/Rusya|LiveInternet/);
  });
});

describe("KVKK: the privacy policy without a counter", () => {
  const html = policyWith({ provider: "none" });

  it("says there is no counter, and names no provider, cookie row or consent", () => {
    expect(html).toContain("Sitede ziyaretçi sayacı ya da başka bir analitik aracı kullanılmaz");
    expect(html).not.toMatch(/Rusya|LiveInternet|GoatCounter|counter\.yadro\.ru/);
    expect(html).not.toContain(`<code>${CONSENT_STORAGE_KEY}`);
    expect(html).not.toContain("Çerez tercihleri");
    expect(html).not.toContain("Ziyaretçi sayacı:");
    expect(html).not.toMatch(/\{\{|:::/);
  });
});
