import { describe, expect, it } from "vitest";
import { renderMarkdownWithHeadings } from "../loading/markdown";
import { type VarietyArticle, varietyReport } from "./word-and-form-counts";

const article = (text: string, extra: Partial<VarietyArticle> = {}): VarietyArticle => ({
  text,
  form: "explainer",
  wordCount: text.split(/\s+/).filter(Boolean).length,
  ...extra,
});

describe("varietyReport", () => {
  it("counts each word per 1,000 words, with Turkish word edges, each on its own", () => {
    const report = varietyReport([
      article("Kremi ya da serumu sürün. Yada değil, ya\nda; veya, yahut. Veyahut değil."),
      article("Birkaç gün bekleyin, genellikle yeter. Çoğu zaman da öyle; çoğunlukla da."),
      article("Kural olarak sabah sürün. Kuralı olarak değil."),
    ]);
    const count = (label: string) => report.counts.find((c) => c.label === `“${label}”`);
    expect(count("ya da")?.count).toBe(2);
    expect(count("veya")?.count).toBe(1);
    expect(count("yahut")?.count).toBe(1);
    expect(count("birkaç")?.count).toBe(1);
    expect(count("genellikle")?.count).toBe(1);
    expect(count("çoğu zaman")?.count).toBe(1);
    expect(count("çoğunlukla")?.count).toBe(1);
    expect(count("kural olarak")?.count).toBe(1);
    expect(report.words).toBe(31);
    expect(count("ya da")?.perThousand).toBe(64.5);
  });

  it("reads words in the rendered text, not in addresses or titles", () => {
    const { text } = renderMarkdownWithHeadings('[bağlantı](/ya-da "ya da") metin');
    const report = varietyReport([article(text, { wordCount: 2 })]);
    expect(report.counts.find((c) => c.label === "“ya da”")?.count).toBe(0);
  });

  it("tallies the forms and the length bands", () => {
    const words = (n: number) => ({ wordCount: n });
    const report = varietyReport([
      article("a", { ...words(420), form: "news" }),
      article("a", { ...words(780) }),
      article("a", { ...words(850), form: "qa" }),
      article("a", { ...words(851) }),
      article("a", { ...words(1300), form: "routine" }),
    ]);
    expect(report.forms).toEqual({
      explainer: 2,
      qa: 1,
      routine: 1,
      "myth-vs-fact": 0,
      seasonal: 0,
      news: 1,
    });
    expect(report.lengths.map((l) => l.count)).toEqual([1, 0, 2, 1, 1]);
  });
});
