import { describe, expect, it } from "vitest";
import { countOf, currentYear, formatDate, formatNumber, pluralForm } from "./format";

const ISTANBUL = { locale: "tr-TR", timeZone: "Europe/Istanbul" };

describe("formatDate", () => {
  it("writes a day in Turkish, in Istanbul time", () => {
    expect(formatDate("2024-10-09", ISTANBUL)).toBe("9 Ekim 2024");
    // 21:30 UTC on 31 December is already 1 January in Istanbul (UTC+3).
    expect(formatDate("2025-12-31T21:30:00Z", ISTANBUL)).toBe("1 Ocak 2026");
  });

  it("writes a day in each locale, in that site's time zone", () => {
    const day = "2024-10-09T00:00:00Z";
    expect(formatDate(day, { locale: "en-US", timeZone: "UTC" })).toBe("October 9, 2024");
    expect(formatDate(day, { locale: "ru-RU", timeZone: "Europe/Moscow" })).toBe(
      "9 октября 2024 г.",
    );
    expect(formatDate(day, { locale: "ko-KR", timeZone: "Asia/Seoul" })).toBe("2024년 10월 9일");
    expect(formatDate("2025-12-31T21:30:00Z", { locale: "en-US", timeZone: "UTC" })).toBe(
      "December 31, 2025",
    );
  });
});

describe("currentYear", () => {
  it("follows the site's calendar", () => {
    expect(currentYear("Europe/Istanbul", new Date("2025-12-31T22:00:00Z"))).toBe(2026);
    expect(currentYear("UTC", new Date("2025-12-31T22:00:00Z"))).toBe(2025);
    expect(currentYear("Europe/Istanbul", new Date("2025-06-01T12:00:00Z"))).toBe(2025);
  });
});

describe("numbers and plurals", () => {
  it("groups digits as the locale does", () => {
    expect(formatNumber("tr-TR", 1250)).toBe("1.250");
    expect(formatNumber("en-US", 1250)).toBe("1,250");
    expect(formatNumber("ru-RU", 1250)).toBe("1\u00a0250");
    expect(formatNumber("tr-TR", 24)).toBe("24");
  });

  it("chooses the Russian form by the number's ending", () => {
    const forms = { one: "статья", few: "статьи", many: "статей", other: "статьи" };
    const words = [1, 2, 4, 5, 11, 12, 21, 22, 25, 101, 111].map((n) => countOf("ru-RU", n, forms));
    expect(words).toEqual([
      "1 статья",
      "2 статьи",
      "4 статьи",
      "5 статей",
      "11 статей",
      "12 статей",
      "21 статья",
      "22 статьи",
      "25 статей",
      "101 статья",
      "111 статей",
    ]);
  });

  it("falls back to `other` where the language has no such form", () => {
    expect(pluralForm("en-US", 1, { one: "article", other: "articles" })).toBe("article");
    expect(pluralForm("en-US", 0, { one: "article", other: "articles" })).toBe("articles");
    expect(pluralForm("ko-KR", 1, { one: "x", other: "건" })).toBe("건");
  });
});
