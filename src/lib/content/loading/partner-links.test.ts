import { describe, expect, it } from "vitest";
import { normalizePagePath, partnerLinksFor } from "../queries/partner-links-by-path";
import { cleanPartnerEntry, cleanPartnerLinks } from "./partner-links";

const LINK = (href: string, text: string) =>
  `<a href="${href}" rel="sponsored noopener" target="_blank">${text}</a>`;

describe("cleanPartnerEntry", () => {
  it("keeps one http(s) link, marked as sponsored, without the partner's attributes", () => {
    expect(
      cleanPartnerEntry('<a href="https://ortak.example.com/x" onclick="steal()">Ortak</a>'),
    ).toBe(LINK("https://ortak.example.com/x", "Ortak"));
    expect(cleanPartnerEntry('<a href="http://ortak.example.com">Düz <b>http</b></a>')).toBe(
      LINK("http://ortak.example.com", "Düz <b>http</b>"),
    );
  });

  it("drops what is left of a hostile entry instead of showing it as text", () => {
    for (const hostile of [
      "<scr<script>ipt>alert(24)</scr</script>ipt>",
      "ipt&gt;alert(24)ipt&gt;",
      "<script>alert(1)</script>",
      '<a href="javascript:alert(1)">kötü</a>',
      '<a href="//protokolsuz.example.com">göreli</a>',
      '<a href="/ic-sayfa">iç bağlantı</a>',
      '<img src=x onerror="alert(1)">',
      "sadece metin",
      '<a href="https://bos.example.com"></a>',
    ])
      expect(cleanPartnerEntry(hostile), hostile).toBe("");
  });

  it("keeps the title, replaces the partner's rel and target, and writes text as HTML text", () => {
    expect(
      cleanPartnerEntry(
        '<a href="https://a.example.com/?x=1&amp;y=2" title="Ortak" rel="follow" target="_top">A &amp; B &lt;3</a>',
      ),
    ).toBe(
      '<a href="https://a.example.com/?x=1&#x26;y=2" title="Ortak" rel="sponsored noopener" target="_blank">A &#x26; B &#x3C;3</a>',
    );
  });

  it("reads the entry as a browser would: comments and white space around the link do not count", () => {
    expect(cleanPartnerEntry(' <!-- x --> <a href="https://a.example.com">A</a>\n')).toBe(
      LINK("https://a.example.com", "A"),
    );
    expect(cleanPartnerEntry('<A HREF="https://a.example.com">A</A>')).toBe(
      LINK("https://a.example.com", "A"),
    );
    // Unclosed link: the parser closes it, and the text after it is inside, not around it.
    expect(cleanPartnerEntry('<a href="https://a.example.com">A')).toBe(
      LINK("https://a.example.com", "A"),
    );
  });

  it("refuses addresses a browser would resolve against our site", () => {
    for (const href of ["https:ortak.example.com", "/x", "//ortak.example.com", "mailto:a@b.c"])
      expect(cleanPartnerEntry(`<a href="${href}">A</a>`), href).toBe("");
  });

  it("drops an entry with text around its link, or with two links", () => {
    expect(cleanPartnerEntry('Tıklayın: <a href="https://a.example.com">A</a>')).toBe("");
    expect(
      cleanPartnerEntry(
        '<a href="https://a.example.com">A</a><a href="https://b.example.com">B</a>',
      ),
    ).toBe("");
    expect(
      cleanPartnerEntry('<a href="https://a.example.com">A</a><script>alert(1)</script>'),
    ).toBe(LINK("https://a.example.com", "A"));
  });
});

describe("normalizePagePath", () => {
  it("treats trailing slashes and percent-encoding as the same page", () => {
    for (const written of ["/skin-care", "/skin-care/", "/sk%69n-care", "/sk%69n-care/"])
      expect(normalizePagePath(written), written).toBe("/skin-care");
    expect(normalizePagePath("/")).toBe("/");
    expect(normalizePagePath("/articles/x?utm=1#baslik")).toBe("/articles/x");
  });

  it("decodes Turkish letters and keeps a malformed escape as written", () => {
    expect(normalizePagePath("/etiket/g%C3%BCne%C5%9F")).toBe("/etiket/güneş");
    expect(normalizePagePath("/etiket/güneş/")).toBe("/etiket/güneş");
    expect(normalizePagePath("/bozuk/%E0%A4%A")).toBe("/bozuk/%E0%A4%A");
  });
});

describe("cleanPartnerLinks and partnerLinksFor", () => {
  const links = cleanPartnerLinks({
    sapeLinks: {
      "/skin-care/": ['<a href="https://a.example.com">A</a>', "ipt&gt;alert(24)ipt&gt;"],
      "/sk%69n-care": ['<a href="https://b.example.com">B</a>'],
      "/g%C3%BCzellik": ['<a href="https://c.example.com">C</a>'],
      "/yalniz-kotu": ["<script>alert(1)</script>"],
    },
    sapeNewUrl: '<a href="https://yeni.example.com">Yeni</a><img src=x onerror=alert(1)>',
  });

  it("finds a page's links however either side writes its path", () => {
    const expected = [LINK("https://a.example.com", "A"), LINK("https://b.example.com", "B")];
    expect(partnerLinksFor(links, "/skin-care")).toEqual(expected);
    expect(partnerLinksFor(links, "/skin-care/")).toEqual(expected);
    expect(partnerLinksFor(links, "/skin%2Dcare")).toEqual(expected);
    expect(partnerLinksFor(links, "/güzellik")).toEqual([LINK("https://c.example.com", "C")]);
    expect(partnerLinksFor(links, "/makyaj")).toEqual([]);
  });

  it("keeps no page whose entries were all dropped, and cleans sapeNewUrl the same way", () => {
    expect(Object.keys(links.byPath).sort()).toEqual(["/güzellik", "/skin-care"]);
    expect(links.newUrl).toBe(LINK("https://yeni.example.com", "Yeni"));
    expect(cleanPartnerLinks({ sapeLinks: {}, sapeNewUrl: "ipt&gt;x" }).newUrl).toBe("");
  });
});
