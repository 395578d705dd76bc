/** @vitest-environment jsdom */
import { describe, expect, it } from "vitest";
import { articlePathOf, titleFromHtml } from "./offline-pages";

describe("articlePathOf", () => {
  it("takes article pages, from full URLs or paths", () => {
    expect(articlePathOf("https://isilti.com.tr/articles/nem-dengesi")).toBe(
      "/articles/nem-dengesi",
    );
    expect(articlePathOf("/articles/nem-dengesi?x=1")).toBe("/articles/nem-dengesi");
  });
  it("skips other pages and the articles' files", () => {
    for (const url of [
      "/",
      "/articles",
      "/articles/",
      "/skin-care",
      "/articles/nem-dengesi.txt",
      "/articles/nem-dengesi/opengraph-image",
      "/authors/ayse",
    ])
      expect(articlePathOf(url), url).toBeNull();
  });
});

describe("titleFromHtml", () => {
  it("reads the Open Graph title, decoding what React escaped", () => {
    const html =
      '<head><title>Saç &amp; Bakım | Işıltı</title><meta property="og:title" content="Saç &amp; Bakım: &quot;Nem&quot; &#x27;Dengesi&#x27; &#304;pucu"/></head>';
    expect(titleFromHtml(html)).toBe(`Saç & Bakım: "Nem" 'Dengesi' İpucu`);
  });
  it("falls back to <title>, and to null", () => {
    expect(titleFromHtml("<title>Güneş Kremi | Işıltı</title>")).toBe("Güneş Kremi | Işıltı");
    expect(titleFromHtml("<html></html>")).toBeNull();
    expect(titleFromHtml('<meta property="og:title" content=""/>')).toBeNull();
  });
  it("reads the markup as a browser does, whatever the attributes' order and quoting", () => {
    const html = "<meta content='Nem &amp; Denge' property=og:title><title>Yedek</title>";
    expect(titleFromHtml(html)).toBe("Nem & Denge");
    expect(titleFromHtml("<title>  Bir <b>iki</b>  </title>")).toBe("Bir <b>iki</b>");
  });
});
