import { describe, expect, it } from "vitest";
import {
  sampleArticles,
  sampleCategories,
  sampleSources,
} from "../../../tests/support/search-sample";
import { buildDeepIndex, buildTitleIndex, wordsWithKeys } from "./build-index";
import { readDeepIndex, readTitleIndex } from "./engine";
import { searchLanguage } from "./languages";

const ITEMS = [
  {
    title: "Saç Bakımında Doğru Bilinen Yanlışlar",
    slug: "sac-dogru-yanlislar",
    category: "hair",
    subcategory: "sac-bakimi",
    description: "Şampuan, saç kremi ve maske için bilinen yanlışlar.",
    headings: ["Şampuan sırası", "Isı ve fön"],
  },
  {
    title: "Hindistan'ın Güzellik Geleneği",
    slug: "hindistanin-guzellik-gelenegi",
    category: "skin",
    subcategory: "leke",
  },
];
const articles = sampleArticles(ITEMS);
const titleFile = buildTitleIndex(articles, sampleCategories(), "tr");
const deepFile = buildDeepIndex(articles, sampleSources(ITEMS), "tr");

describe("the title index", () => {
  it("reads back as the articles and categories it was built from", () => {
    const index = readTitleIndex(JSON.parse(JSON.stringify(titleFile)));
    expect(index.articles.map((a) => [a.title, a.slug])).toEqual(
      articles.map((a) => [a.title, a.slug]),
    );
    expect(
      index.categories.map((c) => [c.title, c.path, index.categories[c.parent]?.title]),
    ).toEqual([
      ["Saç Modelleri ve Bakımı", "/hair", undefined],
      ["Saç Bakımı", "/hair/sac-bakimi", "Saç Modelleri ve Bakımı"],
      ["Saç Rengi Seçimi", "/hair/renk", "Saç Modelleri ve Bakımı"],
      ["Cilt Bakımı", "/skin", undefined],
      ["Leke ve Hiperpigmentasyon", "/skin/leke", "Cilt Bakımı"],
    ]);
    // The label shown is the subcategory; the category counts for matching too.
    expect(index.articles[0]?.places).toEqual([1, 0]);
    expect(index.categoryIds[0]).toEqual([0]);
    expect(index.articles[0]?.keys).toEqual(["sac", "bakim", "dogru", "biline", "yanlis"]);
  });

  it("writes a slug made of title words compactly and any other slug as it is", () => {
    expect(titleFile.slugs.split("\n")).toEqual(["~0.2.4", "hindistanin-guzellik-gelenegi"]);
  });

  it("is refused with a clear message when it is not one this code reads", () => {
    expect(() => readTitleIndex({ ...titleFile, v: 2 })).toThrow(/^search index: version 2/);
    expect(() => readTitleIndex({ ...titleFile, slugs: "a" })).toThrow(
      "search index: columns differ in length",
    );
    expect(() => readTitleIndex(null)).toThrow(/search index/);
    expect(() => readTitleIndex({ ...titleFile, categories: undefined })).toThrow(
      "search index: categories are missing",
    );
    // A broken category entry is read as an empty one, not a crash.
    expect(readTitleIndex({ ...titleFile, categories: [null] }).categories[0]).toMatchObject({
      title: "",
      parent: -1,
    });
    expect(() => readTitleIndex({ ...titleFile, titles: 5 })).toThrow(
      "search index: titles is not text",
    );
  });
});

describe("the deep index", () => {
  it("holds the stems of descriptions and headings that the title lacks, without stopwords", () => {
    const deep = readDeepIndex(JSON.parse(JSON.stringify(deepFile)));
    expect(deep.sig).toBe(titleFile.sig);
    expect(deep.keys).toContain("sampuan");
    expect(deep.keys).toContain("isi");
    expect(deep.keys).not.toContain("yanlis");
    expect(deep.keys).not.toContain("ve");
    expect(deep.keys).toEqual([...deep.keys].sort());
  });

  it("is refused when its columns do not match", () => {
    expect(() => readDeepIndex({ ...deepFile, ids: "" })).toThrow(/search index: deep keys/);
  });
});

describe("wordsWithKeys", () => {
  it("keeps a 3-letter stem only when it is the whole word", () => {
    expect(wordsWithKeys("Saç Maşa Bakımı", searchLanguage("tr")).keys).toEqual(["sac", "", ""]);
  });
});
