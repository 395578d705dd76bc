import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "@/components/layout/theme";
import { CONSENT_STORAGE_KEY } from "@/lib/analytics/counter";
import { contentOptionsFrom, loadContent } from "@/lib/content/load-content";
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
    expect(new URL(model.site.analytics.counterUrl).host).toBe("counter.yadro.ru");
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
