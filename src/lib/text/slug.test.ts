import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, toSlug } from "./slug";

const isSlug = (value: string) => SLUG_PATTERN.test(value);

describe("toSlug", () => {
  it("transliterates Turkish letters", () => {
    expect(toSlug("Göz Makyajı İpuçları")).toBe("goz-makyaji-ipuclari");
    expect(toSlug("Işıl Şükrü Çağ")).toBe("isil-sukru-cag");
  });

  it("drops punctuation", () => {
    expect(toSlug("Güneş Kremi: Ne Kadar?")).toBe("gunes-kremi-ne-kadar");
  });
});

describe("SLUG_PATTERN", () => {
  it("accepts lower-case hyphenated ASCII", () => {
    expect(isSlug("skin-care")).toBe(true);
    expect(isSlug("a1-b2")).toBe(true);
  });

  it.each(["Skin-care", "skin_care", "-skin", "skin-", "skin--care", "cilt-bakımı", "a b", ""])(
    "rejects %j",
    (value) => {
      expect(isSlug(value)).toBe(false);
    },
  );
});
