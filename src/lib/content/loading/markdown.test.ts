import { describe, expect, it } from "vitest";
import { FORM_LENGTHS } from "../model/forms";
import {
  countCharacters,
  countWords,
  KOREAN_CHARACTERS_PER_MINUTE,
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

/** The text a reader reads of a Markdown body, as the pipeline collects it. */
const read = (markdown: string) => renderMarkdownWithHeadings(markdown).text;

describe("the rendered text", () => {
  it("is read on the tree: entities decoded, tags and raw HTML gone, blocks apart", () => {
    expect(read("## Kore'de &amp; *çift*\n\nBir <b>kalın</b> söz.\n\n- a\n- b")).toBe(
      "Kore'de & çift\nBir kalın söz.\n\na\nb\n",
    );
  });
});

describe("countWords", () => {
  it("counts words and ignores Markdown syntax", () => {
    expect(countWords(read("## Başlık\n\n- bir **iki** üç\n> dört"))).toBe(5);
  });

  it("reads a link as its text and a figure as one word, as the reader sees them", () => {
    const markdown =
      "[Yama testi](/articles/yama-testi-nasil-yapilir-yeni-urunu-denemenin-guvenli-yolu) 5–7 gün, %0,3 sınır. ![Kapak](images/kapak.jpg)\n\n| a | b |\n| --- | --- |";
    expect(countWords(read(markdown))).toBe(8);
  });
});

describe("countCharacters", () => {
  it("counts letters and digits a reader reads: no spaces, punctuation, addresses nor images", () => {
    expect(countCharacters(read("## 세안 순서\n\n피부, 장벽! SPF 50"))).toBe(13);
    expect(
      countCharacters(read("[자외선](/articles/how-much-sunscreen) ![표지](images/a.jpg)")),
    ).toBe(3);
  });
});

describe("readingMinutes", () => {
  /** A text of `count` words, each `word`. */
  const text = (word: string, count: number) => `${word} `.repeat(count);

  it("Turkish: 200 words a minute, never less than one", () => {
    expect(readingMinutes(text("güneş", 50), "tr")).toBe(1);
    expect(readingMinutes(text("güneş", 1000), "tr")).toBe(5);
  });

  it("English: 200 words a minute", () => {
    expect(readingMinutes(text("sunscreen", 700), "en")).toBe(4);
    expect(readingMinutes(read(`## Why\n\n${text("skin", 199)}`), "en")).toBe(1);
  });

  it("Russian: 200 words a minute", () => {
    expect(readingMinutes(text("кожа", 1200), "ru")).toBe(6);
  });

  it("Korean: 510 characters a minute, whatever the spaces", () => {
    expect(KOREAN_CHARACTERS_PER_MINUTE).toBe(510);
    // 400 eojeol of five syllables: 2,000 characters, four minutes (counted in words, two).
    expect(readingMinutes(text("자외선차단", 400), "ko")).toBe(4);
    expect(readingMinutes(text("자", 2000), "ko")).toBe(4);
    expect(readingMinutes("피부", "ko")).toBe(1);
  });

  it("gives a Korean article as long as the length rule's Turkish one the same minutes", () => {
    for (const [form, { min, max }] of Object.entries(FORM_LENGTHS))
      for (const words of [min, max]) {
        const korean = text("피", Math.round(words * 2.55));
        expect(readingMinutes(korean, "ko"), `${form}: ${words} words`).toBe(
          readingMinutes(text("cilt", words), "tr"),
        );
      }
  });
});
