import { describe, expect, it } from "vitest";
import {
  imageFonts,
  latinFonts,
  missingCharacters,
  missingGlyphWarning,
  parseUnicodeRange,
} from "./fonts";

const RUSSIAN = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя";
const text = (display: string, body = "") => ({ display, body });

describe("imageFonts", () => {
  it("gives Turkish and English sites the four Latin files and nothing more", () => {
    for (const language of ["tr", "en"] as const) {
      const fonts = imageFonts(language, text("Işıltı 윤빛 Сияние"));
      expect(fonts).toBe(latinFonts());
      expect(fonts.extra).toEqual([]);
      expect(fonts.fonts.map((f) => f.name)).toEqual(["Display", "DisplayExt", "Body", "BodyExt"]);
    }
  });

  it("adds a Cyrillic display and body face for a Russian site, named in the stacks", () => {
    const fonts = imageFonts("ru", text("Сияние"));
    expect(fonts.extra.map((f) => f.name)).toEqual(["DisplayCyrillic", "BodyCyrillic"]);
    expect(fonts.display).toBe("Display, DisplayExt, DisplayCyrillic");
    expect(fonts.body).toBe("Body, BodyExt, BodyCyrillic");
  });

  it("loads for a Korean site only the Hangul files that hold the image's own characters", () => {
    const fonts = imageFonts("ko", text("윤빛", "스킨케어"));
    const display = fonts.extra.filter((f) => f.name.startsWith("DisplayKo"));
    const body = fonts.extra.filter((f) => f.name.startsWith("BodyKo"));
    // Two syllables need at most two files of the serif, four at most four of the sans.
    expect(display.length).toBeGreaterThan(0);
    expect(display.length).toBeLessThanOrEqual(2);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(4);
    expect(fonts.display).toBe(`Display, DisplayExt, ${display.map((f) => f.name).join(", ")}`);
    expect(missingCharacters(fonts, "윤빛스킨케어")).toEqual([]);
    // The serif's files hold the display text, not the body's: each face draws its own.
    expect(missingCharacters({ ...fonts, fonts: display }, "윤빛")).toEqual([]);
    expect(missingCharacters({ ...fonts, fonts: body }, "스킨케어")).toEqual([]);
    // A Latin-only text loads no Hangul file.
    expect(imageFonts("ko", text("Glow", "example.com")).extra).toEqual([]);
  });

  it("gives images that need the same files the same files, each read once", () => {
    const first = imageFonts("ko", text("윤빛"));
    const second = imageFonts("ko", text("빛윤"));
    expect(second.fonts.map((f) => f.name)).toEqual(first.fonts.map((f) => f.name));
    second.fonts.forEach((font, i) => {
      expect(font.data).toBe(first.fonts[i]?.data);
    });
  });
});

describe("missingCharacters", () => {
  it("finds Cyrillic and Hangul missing from the Latin fonts, and none in the language's own", () => {
    expect(missingCharacters(latinFonts(), "Işıltı: ğ İ ş ç ö ü")).toEqual([]);
    expect(missingCharacters(latinFonts(), "Жё 윤")).toEqual(["Ж", "ё", "윤"]);
    const alphabet = `${RUSSIAN}${RUSSIAN.toLocaleUpperCase("ru")}«»—№`;
    expect(missingCharacters(imageFonts("ru", text(alphabet)), alphabet)).toEqual([]);
    const korean = "자외선차단제는 얼마나 발라야 할까?";
    expect(missingCharacters(imageFonts("ko", text(korean)), korean)).toEqual([]);
  });

  it("needs no glyph for spaces, joiners and direction marks, and names every other gap once", () => {
    expect(missingCharacters(latinFonts(), "a\u00a0b\u200dc\u202ed\t")).toEqual([]);
    expect(missingCharacters(latinFonts(), "💄 口红 💄 \uE000")).toEqual([
      "💄",
      "口",
      "红",
      "\uE000",
    ]);
  });

  it("words a warning that names the owner and each character with its code point", () => {
    expect(missingGlyphWarning("the social card of article x", latinFonts(), "Işıltı")).toBeNull();
    expect(missingGlyphWarning("the social card of article x", latinFonts(), "Ж💄")).toBe(
      'the social card of article x: no font of the image has "Ж" (U+0416), "💄" (U+1F484): it shows an empty box in their place',
    );
  });
});

describe("parseUnicodeRange", () => {
  it("reads single code points, ranges and wildcards as CSS writes them", () => {
    expect(parseUnicodeRange("U+f9ca-fa0b, U+ff07,U+4??")).toEqual([
      [0xf9ca, 0xfa0b],
      [0xff07, 0xff07],
      [0x400, 0x4ff],
    ]);
  });
});
