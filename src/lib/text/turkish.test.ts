import { describe, expect, it } from "vitest";
import { foldTurkish, turkishLowerCase } from "./turkish";

describe("turkishLowerCase", () => {
  it("maps dotted and dotless capitals the Turkish way", () => {
    expect(turkishLowerCase("İSTANBUL")).toBe("istanbul");
    expect(turkishLowerCase("IŞIK")).toBe("ışık");
  });
});

describe("foldTurkish", () => {
  it("folds Turkish letters to their ASCII base", () => {
    expect(foldTurkish("Saç Bakımı")).toBe("sac bakimi");
    expect(foldTurkish("ÇĞIİÖŞÜ çğıiöşü")).toBe("cgiiosu cgiiosu");
  });

  it("makes dotted/dotless capitals meet typed-without-diacritics queries", () => {
    expect(foldTurkish("IŞIK")).toBe(foldTurkish("isik"));
    expect(foldTurkish("İpek")).toBe(foldTurkish("ipek"));
  });

  it("removes combining marks from decomposed input", () => {
    expect(foldTurkish("S\u0327ampuan")).toBe("sampuan");
    expect(foldTurkish("Crème brûlée")).toBe("creme brulee");
  });

  it("collapses whitespace and trims", () => {
    expect(foldTurkish("  göz \t  makyajı \n")).toBe("goz makyaji");
  });
});
