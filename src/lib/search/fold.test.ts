import { describe, expect, it } from "vitest";
import { contentOptionsFrom, loadContent } from "@/lib/content/loading/load-content";
import { readEnv } from "@/lib/env";
import { foldTurkish } from "@/lib/text/turkish";
import { letterFolding, turkishFolding } from "./fold";

const { fold, foldWithOrigins } = turkishFolding;

const { model } = loadContent({
  ...contentOptionsFrom(readEnv({})),
  siteName: "isilti",
});

describe("fold", () => {
  it("equals foldTurkish on every bundled title, description and category name", () => {
    const texts = [
      ...model.articles.flatMap((a) => [a.title, a.description]),
      ...model.categories.flatMap((c) => [c.title, ...c.children.map((s) => s.title)]),
    ];
    for (const text of texts) expect(fold(text), text).toBe(foldTurkish(text));
  });

  it.each([
    "  göz \t  makyajı \n",
    "S\u0327ampuan",
    "Crème brûlée",
    "İSTANBUL'DA ışıklı IŞIK",
    "💄 ruj ✨",
    "",
    "   ",
    "ÂÎÛ âîû",
    "日本の化粧",
  ])("equals foldTurkish on %j", (text) => {
    expect(fold(text)).toBe(foldTurkish(text));
  });
});

describe("foldWithOrigins", () => {
  it("knows where each folded character came from", () => {
    const { folded, origins } = foldWithOrigins("İyi 💄 Işık");
    expect(folded).toBe("iyi 💄 isik");
    expect(origins.slice(0, 4)).toEqual([0, 1, 2, 3]);
    // After the emoji (two UTF-16 units), positions still point into the original text.
    expect(origins[folded.indexOf("isik")]).toBe("İyi 💄 ".length);
    expect(origins.at(-1)).toBe("İyi 💄 Işık".length);
  });
});

describe("letterFolding (English, Russian, Korean)", () => {
  it.each([
    "Café CRÈME brûlée",
    "Ёлка и ЙОГУРТ",
    "кре\u0301мы",
    "선크림 UV 차단",
    "  İstanbul \t Ş ",
    "e\u0301te\u0301",
  ])("folds %j the same whole and one character at a time", (text) => {
    const nfc = text.normalize("NFC");
    expect(letterFolding.foldWithOrigins(nfc).folded.replace(/ {2,}/g, " ").trim()).toBe(
      letterFolding.fold(text),
    );
  });

  it("composes a letter typed as base and mark before folding", () => {
    expect(letterFolding.fold("и\u0306од")).toBe("йод");
    expect(letterFolding.fold("cafe\u0301")).toBe("cafe");
  });
});
