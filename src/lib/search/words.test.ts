import { describe, expect, it } from "vitest";
import { contentOptionsFrom, loadContent } from "@/lib/content/loading/load-content";
import { readEnv } from "@/lib/env";
import { turkishFolding } from "./fold";
import { hardenFinal, softenedRoots, softenFinal, verbStems, wordSpans, wordTokens } from "./words";

/** The rule as a regular expression: slower, plainly right; the tokenizer must agree with it. */
function reference(text: string): string[] {
  const words: { word: string; end: number }[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const previous = words.at(-1);
    const suffix =
      previous !== undefined &&
      previous.end === m.index - 1 &&
      previous.word.length >= 2 &&
      m[0].length <= 5 &&
      ["'", "’"].includes(text[m.index - 1] ?? "");
    if (!suffix) words.push({ word: m[0], end: m.index + m[0].length });
  }
  return words.map((w) => w.word);
}

const { model } = loadContent({
  ...contentOptionsFrom(readEnv({})),
  siteName: "isilti",
});

describe("wordTokens", () => {
  it("agrees with the plain rule on every bundled title and description, folded or not", () => {
    const texts = model.articles.flatMap((a) => [a.title, a.description]);
    for (const text of [
      ...texts,
      ...texts.map(turkishFolding.fold),
      "𝒜𝒷𝒸 ab’cd x'y 日本語 ١٢٣ e\u0301",
    ])
      expect(wordTokens(text), text).toEqual(reference(text));
  });

  it("splits on anything but letters and digits", () => {
    expect(wordTokens("sac: bakim, 7 yanlis?")).toEqual(["sac", "bakim", "7", "yanlis"]);
  });

  it("drops the suffix after a Turkish apostrophe, not a name's second part", () => {
    expect(wordTokens("kore'de katmanlama, hindistan’in")).toEqual([
      "kore",
      "katmanlama",
      "hindistan",
    ]);
    expect(wordTokens("l'oreal")).toEqual(["l", "oreal"]);
  });

  it("gives each word's place", () => {
    expect(wordSpans("a bc")).toEqual([
      { word: "a", start: 0, end: 1 },
      { word: "bc", start: 2, end: 4 },
    ]);
  });

  it("has no words in emoji and punctuation", () => {
    expect(wordTokens("💄✨ (.*) [a-z]+")).toEqual(["a", "z"]);
  });
});

describe("consonant changes", () => {
  it("harden and soften a final consonant, never a short word's", () => {
    expect(hardenFinal("kitab")).toBe("kitap");
    expect(hardenFinal("reng")).toBe("renk");
    expect(hardenFinal("cild")).toBe("cilt");
    expect(softenFinal("kitap")).toBe("kitab");
    expect(softenFinal("renk")).toBe("reng");
    expect(softenFinal("cilt")).toBe("cild");
    expect(hardenFinal("ad")).toBe("ad");
  });

  it("find roots a suffixed word softened", () => {
    expect(softenedRoots("kitabini")).toContain("kitap");
    expect(softenedRoots("rengi")).toEqual(["renk"]);
    expect(softenedRoots("dudagi")).toContain("dudak");
    expect(softenedRoots("sac")).toEqual([]);
  });
});

describe("verbStems", () => {
  it("drops common verb endings", () => {
    expect(verbStems("dokuluyor")).toContain("dokul");
    expect(verbStems("cekmek")).toContain("cek");
    expect(verbStems("anlarim")).toContain("anl");
    expect(verbStems("sac")).toEqual([]);
  });
});
