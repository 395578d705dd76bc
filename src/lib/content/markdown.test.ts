import { describe, expect, it } from "vitest";
import { countWords, readingMinutes, renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders GFM tables and heading ids from Turkish text", () => {
    const html = renderMarkdown("## Güneş Kremi Seçimi\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
    expect(html).toContain('<h2 id="güneş-kremi-seçimi">');
    expect(html).toContain("<table>");
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

describe("countWords", () => {
  it("counts words and ignores Markdown syntax", () => {
    expect(countWords("## Başlık\n\n- bir **iki** üç\n> dört")).toBe(5);
  });
});

describe("readingMinutes", () => {
  it("rounds at 200 words a minute with a floor of one", () => {
    expect(readingMinutes(50)).toBe(1);
    expect(readingMinutes(1000)).toBe(5);
  });
});
