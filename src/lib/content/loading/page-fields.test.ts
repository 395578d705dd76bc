import { describe, expect, it } from "vitest";
import type { Site } from "../types";
import { fillPageFields, pageFields, staticPageHtml } from "./page-fields";

const site = (controller: Site["controller"], cookie?: { name: string; lifetime: string }) =>
  ({
    title: "Işıltı",
    domain: "isilti.com.tr",
    email: "iletisim@isilti.com.tr",
    language: "tr",
    analytics: { provider: "liveinternet", type: "44.6", cookie },
    controller,
  }) as Site;
const CONTROLLER = {
  legalName: "Örnek <Yayıncılık> & Ltd. Şti.",
  address: "Moda Cad. 1, Kadıköy / İstanbul",
  mersis: "0123456789000015",
  kep: "ornek@hs01.kep.tr",
  email: "kvkk@isilti.com.tr",
  editorInChief: "Deniz Yılmaz",
  managingEditor: null,
  hostingCountry: null,
};

describe("fillPageFields", () => {
  it("puts settings into a page as escaped text, never as markup", () => {
    const { html, problems } = fillPageFields(
      "<td>{{controller.legalName}}</td><td>{{ controller.kep }}</td><p>{{site.email}}</p>",
      pageFields(site(CONTROLLER)),
    );
    expect(problems).toEqual([]);
    expect(html).toBe(
      "<td>Örnek &lt;Yayıncılık&gt; &amp; Ltd. Şti.</td><td>ornek@hs01.kep.tr</td><p>iletisim@isilti.com.tr</p>",
    );
  });

  it("fills the imprint's editors, and reports one the settings leave out", () => {
    const { html, problems } = fillPageFields(
      "<td>{{controller.editorInChief}}</td><td>{{controller.managingEditor}}</td>",
      pageFields(site(CONTROLLER)),
    );
    expect(html).toContain("<td>Deniz Yılmaz</td>");
    expect(problems).toEqual([
      '{{controller.managingEditor}} has no value: set "controller.managingEditor" in the site settings',
    ]);
  });

  it("names the visitor counter's own cookie, and reports it when the settings leave it out", () => {
    const row = "<td>{{analytics.cookieName}}</td><td>{{analytics.cookieLifetime}}</td>";
    const cookie = { name: "sayac_kimligi", lifetime: "1 yıl" };
    expect(fillPageFields(row, pageFields(site(CONTROLLER, cookie))).html).toBe(
      "<td>sayac_kimligi</td><td>1 yıl</td>",
    );
    expect(fillPageFields(row, pageFields(site(CONTROLLER))).problems).toEqual([
      '{{analytics.cookieName}} has no value: set "analytics.cookieName" in the site settings',
      '{{analytics.cookieLifetime}} has no value: set "analytics.cookieLifetime" in the site settings',
    ]);
  });

  it("reports an unknown placeholder and one whose setting is missing", () => {
    const { problems } = fillPageFields(
      "<p>{{controller.vergiNo}} {{controller.mersis}}</p>",
      pageFields(site(null)),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^unknown placeholder \{\{controller\.vergiNo\}\}/),
      '{{controller.mersis}} has no value: set "controller.mersis" in the site settings',
    ]);
  });
});

describe("the counter's fields and blocks", () => {
  const goat = (country: string) =>
    ({
      ...site(null),
      analytics: {
        provider: "goatcounter",
        endpoint: "https://sayac.isilti.com.tr/count",
        country,
        ...(country === "TR" ? {} : { transfer: "standard-contract" }),
      },
    }) as Site;

  it("names a self-hosted counter's host and its country in the site's language", () => {
    const text = "<p>{{analytics.host}} · {{analytics.country}}</p>";
    expect(fillPageFields(text, pageFields(goat("TR"))).html).toBe(
      "<p>sayac.isilti.com.tr · Türkiye</p>",
    );
    expect(fillPageFields(text, pageFields(goat("DE"))).html).toBe(
      "<p>sayac.isilti.com.tr · Almanya</p>",
    );
    expect(fillPageFields("{{analytics.host}}", pageFields(site(null))).html).toBe(
      "counter.yadro.ru",
    );
  });

  it("renders a page with only the blocks of the site's counter, placeholders filled", () => {
    const body = [
      "Ortak metin.",
      "",
      "::: analytics liveinternet",
      "LiveInternet, {{analytics.cookieName}}.",
      ":::",
      "",
      "::: analytics goatcounter",
      "Kendi sayacımız: {{analytics.host}}.",
      ":::",
    ].join("\n");
    const live = staticPageHtml(body, site(null, { name: "li_id", lifetime: "1 yıl" }));
    expect(live.html).toBe("<p>Ortak metin.</p>\n<p>LiveInternet, li_id.</p>");
    expect(live.problems).toEqual([]);
    // The other provider's placeholders are gone with its block: nothing asks for a cookie.
    const own = staticPageHtml(body, goat("TR"));
    expect(own.html).toBe("<p>Ortak metin.</p>\n<p>Kendi sayacımız: sayac.isilti.com.tr.</p>");
    expect(own.problems).toEqual([]);
  });
});
