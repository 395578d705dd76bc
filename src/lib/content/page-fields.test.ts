import { describe, expect, it } from "vitest";
import { fillPageFields, pageFields } from "./page-fields";
import type { Site } from "./types";

const site = (controller: Site["controller"], cookie?: Site["analytics"]["cookie"]) =>
  ({
    title: "Işıltı",
    domain: "isilti.com.tr",
    email: "iletisim@isilti.com.tr",
    analytics: { counterUrl: "https://counter.example.com/hit", cookie },
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
