import { describe, expect, it } from "vitest";
import { type VarietyArticle, varietyReport, varietyWarnings } from "./variety";

const article = (text: string, extra: Partial<VarietyArticle> = {}): VarietyArticle => ({
  html: `<p>${text}</p>`,
  form: "explainer",
  wordCount: text.split(/\s+/).filter(Boolean).length,
  ...extra,
});

describe("varietyReport", () => {
  it("counts the leaned-on words per 1,000 words, with Turkish word edges", () => {
    const report = varietyReport([
      article("Kremi ya da serumu sürün; hafifçe bastırın. Yada değil, ya da."),
      article("Birkaç gün bekleyin, genellikle yeter. Çoğu zaman da öyle."),
    ]);
    const rate = (label: string) => report.rates.find((r) => r.label.includes(label));
    expect(rate("ya da")?.count).toBe(2);
    expect(rate("hafif")?.count).toBe(1);
    expect(rate("birkaç")?.count).toBe(1);
    expect(rate("genellikle")?.count).toBe(2);
    expect(report.words).toBe(20);
    expect(rate("ya da")?.perThousand).toBe(100);
  });

  it("reads words in the text, not in tags or attributes", () => {
    const report = varietyReport([
      article('<a href="/ya-da" title="ya da">bağlantı</a> metin', { wordCount: 2 }),
    ]);
    expect(report.rates.find((r) => r.label.includes("ya da"))?.count).toBe(0);
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

describe("varietyWarnings", () => {
  it("warns for a word above its rate and for none at or below it", () => {
    const heavy = varietyReport([article(Array(100).fill("ya da").join(" "))]);
    expect(varietyWarnings(heavy)).toEqual([
      expect.stringMatching(/^variety: “ya da” 100 times, 500 per 1,000 words \(at most 7\)/),
    ]);
    const light = varietyReport([article(`ya da ${Array(998).fill("kelime").join(" ")}`)]);
    expect(varietyWarnings(light)).toEqual([]);
  });
});
