import { afterAll, describe, expect, it } from "vitest";
import { makeFixture } from "../../../tests/support/content-fixture";
import { loadContent } from "./load-content";
import { articleQualityIssues, coverageReport, hasTurkishLetters } from "./quality";

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
