import { afterAll, describe, expect, it } from "vitest";
import { makeFixture } from "../../../../tests/support/content-fixture";
import { loadContent } from "../loading/load-content";
import {
  articleLength,
  articleQualityIssues,
  coverageReport,
  hasTurkishLetters,
} from "./article-length";

describe("articleQualityIssues", () => {
  it("accepts a Turkish article of a proper length", () => {
    expect(articleQualityIssues({ wordCount: 700 }, "<p>Güneş kremi</p>")).toEqual([]);
  });

  it("flags short and long articles and bodies without Turkish letters", () => {
    expect(articleQualityIssues({ wordCount: 499 }, "<p>Kısa</p>")).toEqual([
      "499 words, fewer than 500",
    ]);
    expect(articleQualityIssues({ wordCount: 1201 }, "<p>Uzun ve çok</p>")).toEqual([
      "1201 words, more than 1200",
    ]);
    expect(articleQualityIssues({ wordCount: 600 }, "<p>Sunscreen is important</p>")).toEqual([
      "body has no Turkish letters (ç ğ ı İ ö ş ü)",
    ]);
  });

  it("measures each form by its own length: a news item is whole at 300 words, a routine may run long", () => {
    const body = "<p>Güneş kremi</p>";
    expect(articleQualityIssues({ wordCount: 320, form: "news" }, body)).toEqual([]);
    expect(articleQualityIssues({ wordCount: 320 }, body)).toEqual(["320 words, fewer than 500"]);
    expect(articleQualityIssues({ wordCount: 1450, form: "routine" }, body)).toEqual([]);
    expect(articleQualityIssues({ wordCount: 800, form: "news" }, body)).toEqual([
      "800 words, more than 700 for a news piece",
    ]);
  });

  it("asks for Turkish letters only on a Turkish site (a sister site may be English)", () => {
    expect(articleQualityIssues({ wordCount: 600 }, "<p>Sunscreen is important</p>", "en")).toEqual(
      [],
    );
  });

  it("measures an English article in words, against the same lengths", () => {
    const body = "<p>Sunscreen is important</p>";
    expect(articleQualityIssues({ wordCount: 499 }, body, "en")).toEqual([
      "499 words, fewer than 500",
    ]);
    expect(articleQualityIssues({ wordCount: 500 }, body, "en")).toEqual([]);
  });

  it("measures a Russian article in words, against the same lengths", () => {
    const body = "<p>Крем от солнца нужен каждый день.</p>";
    expect(articleLength(399, body, "ru")).toEqual({ count: 399, unit: "words", perWord: 1 });
    expect(articleQualityIssues({ wordCount: 399, form: "qa" }, body, "ru")).toEqual([
      "399 words, fewer than 400 for a qa piece",
    ]);
    expect(articleQualityIssues({ wordCount: 410, form: "qa" }, body, "ru")).toEqual([]);
  });

  it("measures a Korean article in characters, as long to read as the Turkish words", () => {
    // Thirteen syllables and a Latin abbreviation: 16; spaces and punctuation do not count.
    const sentence = "자외선차단제는 매일 바르세요. SPF &";
    expect(articleLength(4, sentence, "ko")).toEqual({
      count: 16,
      unit: "characters",
      perWord: 2.55,
    });
    // An explainer runs from 1,280 characters (500 Turkish words × 2.55 syllables, rounded).
    const text = (characters: number) => "가나다라마 ".repeat(characters / 5);
    // Its eojeol are few: a count of spaced words (256 here) would have found it far too short.
    expect(articleQualityIssues({ wordCount: 256 }, text(1280), "ko")).toEqual([]);
    expect(articleQualityIssues({ wordCount: 255 }, text(1275), "ko")).toEqual([
      "1275 characters, fewer than 1280",
    ]);
    expect(articleQualityIssues({ wordCount: 700, form: "news" }, text(1900), "ko")).toEqual([
      "1900 characters, more than 1790 for a news piece",
    ]);
    // No Turkish letters are asked of it.
    expect(articleQualityIssues({ wordCount: 300, form: "qa" }, text(1100), "ko")).toEqual([]);
  });

  it("knows the Turkish letters, capitals included", () => {
    for (const letter of "çğıİöşüÇĞÖŞÜ") expect(hasTurkishLetters(letter), letter).toBe(true);
    expect(hasTurkishLetters("abc IJ")).toBe(false);
  });
});

describe("coverageReport", () => {
  const fixture = makeFixture();
  afterAll(() => fixture.cleanup());
  const report = coverageReport(loadContent(fixture.options).model);

  it("counts articles per category and subcategory", () => {
    expect(report.perCategory.map((c) => [c.key, c.count])).toEqual([
      ["cilt", 2],
      ["sac", 2],
    ]);
    expect(report.perCategory[0]?.subcategories.map((s) => [s.key, s.count])).toEqual([
      ["temizlik", 1],
      ["nem", 1],
    ]);
  });

  it("lists subcategories with fewer than 2 articles", () => {
    expect(report.thinSubcategories).toEqual(["cilt/temizlik (1)", "cilt/nem (1)"]);
    expect(report.authorsWithoutArticles).toEqual([]);
  });
});
