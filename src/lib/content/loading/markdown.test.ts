import { describe, expect, it } from "vitest";
import {
  countWords,
  readingMinutes,
  renderMarkdown,
  renderMarkdownWithHeadings,
  tableOfContents,
} from "./markdown";

describe("renderMarkdown", () => {
  it("renders GFM tables and ASCII heading ids from Turkish text", () => {
    const html = renderMarkdown("## Güneş Kremi Seçimi\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
    expect(html).toContain('<h2 id="gunes-kremi-secimi">');
    // Focusable: a wide table scrolls sideways on a phone, and keyboards must reach it.
    expect(html).toContain('<table tabindex="0">');
  });

  it("drops raw HTML so no script reaches the page", () => {
    const html = renderMarkdown('Metin <script>alert(1)</script> <img src=x onerror="alert(1)">');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    expect(html).toContain("Metin");
  });

  it("does not turn javascript: links into live links", () => {
    const html = renderMarkdown("[tıkla](javascript:alert(1))");
    expect(html).not.toContain('href="javascript:');
  });
});

const body = (...headings: string[]) =>
  headings.map((h) => `## ${h}\n\nParagraf metni.\n`).join("\n");

describe("table of contents", () => {
  it("starts at three ## headings", () => {
    const two = renderMarkdownWithHeadings(body("Bir", "İki"));
    expect(two.headings).toHaveLength(2);
    expect(tableOfContents(two.headings)).toEqual([]);
    const three = renderMarkdownWithHeadings(body("Bir", "İki", "Üç"));
    expect(tableOfContents(three.headings).map((h) => h.text)).toEqual(["Bir", "İki", "Üç"]);
  });

  it("counts only ## headings, not ### or deeper", () => {
    const { headings } = renderMarkdownWithHeadings(
      "## Bir\n\n### Alt başlık\n\n## İki\n\n#### Derin\n",
    );
    expect(headings.map((h) => h.text)).toEqual(["Bir", "İki"]);
  });

  it("links each entry to an ASCII slug of the Turkish heading, the same id the body carries", () => {
    const { html, headings } = renderMarkdownWithHeadings(
      body("Işıltılı Cilt İçin Şu Üç Adım", "Göz Çevresi: Ağır mı, Hafif mi?", "Sıkça Sorulanlar"),
    );
    expect(headings).toEqual([
      { id: "isiltili-cilt-icin-su-uc-adim", text: "Işıltılı Cilt İçin Şu Üç Adım" },
      { id: "goz-cevresi-agir-mi-hafif-mi", text: "Göz Çevresi: Ağır mı, Hafif mi?" },
      { id: "sikca-sorulanlar", text: "Sıkça Sorulanlar" },
    ]);
    for (const { id } of headings) {
      expect(id).toMatch(/^[a-z0-9-]+$/);
      expect(html).toContain(`<h2 id="${id}">`);
    }
  });

  it("gives repeated headings distinct ids, numbered from 2", () => {
    const { html, headings } = renderMarkdownWithHeadings(
      `${body("Sonuç", "Sonuç", "Sonuç")}\n### Sonuç\n`,
    );
    expect(headings.map((h) => h.id)).toEqual(["sonuc", "sonuc-2", "sonuc-3"]);
    expect(html).toContain('<h3 id="sonuc-4">');
  });

  it("keeps the page's own ids free and names headings without letters", () => {
    const { headings } = renderMarkdownWithHeadings(body("İlgili Yazılar", "💄", "İçindekiler"));
    expect(headings.map((h) => h.id)).toEqual(["ilgili-yazilar-2", "bolum", "icindekiler-2"]);
  });

  it("uses a heading's text without its Markdown, and escapes it in the body", () => {
    const { html, headings } = renderMarkdownWithHeadings(
      body("**Kalın** ve `kod`", "<script>x</script> Güvenli", "Son"),
    );
    expect(headings[0]).toEqual({ id: "kalin-ve-kod", text: "Kalın ve kod" });
    expect(headings[1]?.text).toBe("x Güvenli");
    expect(html).not.toContain("<script");
  });
});

describe("countWords", () => {
  it("counts words and ignores Markdown syntax", () => {
    expect(countWords("## Başlık\n\n- bir **iki** üç\n> dört")).toBe(5);
  });

  it("reads a link as its text and a figure as one word, as the reader sees them", () => {
    const markdown =
      "[Yama testi](/articles/yama-testi-nasil-yapilir-yeni-urunu-denemenin-guvenli-yolu) 5–7 gün, %0,3 sınır. ![Kapak](images/kapak.jpg)\n\n| a | b |\n| --- | --- |";
    expect(countWords(markdown)).toBe(8);
  });
});

describe("readingMinutes", () => {
  it("rounds at 200 words a minute with a floor of one", () => {
    expect(readingMinutes(50)).toBe(1);
    expect(readingMinutes(1000)).toBe(5);
  });
});
