import { describe, expect, it } from "vitest";
import {
  type SampleArticle,
  sampleArticles,
  sampleCategories,
  sampleSources,
} from "../../../tests/support/search-sample";
import { searchBothWays, viaJson } from "../../../tests/support/search-shapes";
import { buildDeepIndex, buildTitleIndex } from "./build-index";
import { readDeepIndex, readTitleIndex } from "./engine";
import { search } from "./search";
import { wholeSource } from "./whole-source";

/** Newest first, as the model lists them. */
const ITEMS: SampleArticle[] = [
  {
    title: "Kırık Uçlar Neden Oluşur?",
    slug: "kirik-uclar",
    category: "hair",
    subcategory: "sac-bakimi",
  },
  {
    title: "Saçlarınız İçin Bakım Önerileri",
    slug: "bakim-onerileri",
    category: "hair",
    subcategory: "renk",
  },
  {
    title: "Saç Bakımı Rehberi",
    slug: "sac-bakimi-rehberi",
    category: "hair",
    subcategory: "renk",
  },
  {
    title: "Yaz Aylarında Cilt",
    slug: "yaz-cilt",
    category: "skin",
    subcategory: "leke",
    description: "Güneş lekelerine karşı saç ve cilt bakımı.",
    headings: ["Retinol ile başlamak"],
  },
  { title: "Sivilce Hakkında Yanlışlar", slug: "sivilce", category: "skin", subcategory: "leke" },
  {
    title: "Saç Bakımında Doğru Bilinenler",
    slug: "sac-dogru",
    category: "hair",
    subcategory: "renk",
  },
];

/** The files as the browser gets them, and a search that checks the split index against the whole. */
function indexOf(items: SampleArticle[]) {
  const articles = sampleArticles(items);
  const titleFile = buildTitleIndex(articles, sampleCategories(), "tr");
  const deepFile = buildDeepIndex(articles, sampleSources(items), "tr");
  const title = readTitleIndex(viaJson(titleFile));
  const deep = readDeepIndex(viaJson(deepFile));
  return { title, deep, both: searchBothWays(titleFile, deepFile) };
}
const site = indexOf(ITEMS);
const { title } = site;

const ranked = (text: string, index = site) =>
  index.both(text)?.articles.map((hit) => ({
    slug: index.title.articles[hit.id]?.slug,
    tier: hit.tier,
  })) ?? [];
const slugs = (text: string) => ranked(text).map((r) => r.slug);

describe("search tiers", () => {
  it("puts all-words matches first, then title stems, then categories, descriptions and headings", () => {
    expect(ranked("sac bakimi")).toEqual([
      { slug: "sac-bakimi-rehberi", tier: 1 },
      { slug: "sac-dogru", tier: 1 },
      { slug: "bakim-onerileri", tier: 2 },
      // Filed under "Saç Bakımı": both words, by its subcategory's name.
      { slug: "kirik-uclar", tier: 3 },
      // Under "Cilt Bakımı": one word of two.
      { slug: "yaz-cilt", tier: 3 },
      { slug: "sivilce", tier: 3 },
    ]);
  });

  it("keeps every all-words match above an older or newer match of another kind", () => {
    // "Kırık Uçlar" is the newest and matches both words (one by its category): still third tier.
    const result = ranked("saç bakım");
    const firstOther = result.findIndex((r) => r.tier !== 1);
    expect(result.slice(0, firstOther).every((r) => r.tier === 1)).toBe(true);
    expect(result.slice(firstOther).some((r) => r.tier === 1)).toBe(false);
  });

  it("searches the deep index only when titles give fewer than 3 results", () => {
    const few = search(wholeSource(title), "retinol");
    expect(few?.needsDeep).toBe(true);
    expect(few?.articles).toEqual([]);
    expect(slugs("retinol")).toEqual(["yaz-cilt"]);
    expect(search(wholeSource(title), "saç")?.needsDeep).toBe(false);
  });

  it("ignores a deep index from another build", () => {
    const other = indexOf([...ITEMS, { ...ITEMS[0], slug: "baska" } as SampleArticle]).deep;
    expect(search(wholeSource(title, other), "retinol")?.articles).toEqual([]);
  });

  it("lists categories whose names match every word, the closest name first", () => {
    const outcome = site.both("sac bakimi");
    expect(outcome?.categories.map((c) => title.categories[c]?.title)).toEqual([
      "Saç Bakımı",
      "Saç Modelleri ve Bakımı",
    ]);
    expect(site.both("leke")?.categories.map((c) => title.categories[c]?.path)).toEqual([
      "/skin/leke",
    ]);
  });
});

describe("ranking ties", () => {
  it("within a tier: more words matched first, even when older", () => {
    const index = indexOf([
      { title: "Kil Maskesi", slug: "one-word", category: "skin", subcategory: "leke" },
      // "renk" matches its subcategory "Saç Rengi Seçimi" (renk → rengi).
      { title: "Kil Maske", slug: "two-words", category: "hair", subcategory: "renk" },
    ]);
    expect(ranked("kil renk", index)).toEqual([
      { slug: "two-words", tier: 3 },
      { slug: "one-word", tier: 3 },
    ]);
  });

  it("then words matched at the start of a title word", () => {
    const index = indexOf([
      { title: "Karton Kutuda Saklama", slug: "inside", category: "hair", subcategory: "renk" },
      { title: "Ten Tonu Seçimi", slug: "start", category: "hair", subcategory: "renk" },
    ]);
    expect(ranked("ton", index)).toEqual([
      { slug: "start", tier: 1 },
      { slug: "inside", tier: 1 },
    ]);
  });

  it("then the newest", () => {
    const index = indexOf([
      { title: "Renkli Maske", slug: "newest", category: "hair", subcategory: "renk" },
      { title: "Maske ve Renk", slug: "older", category: "skin", subcategory: "leke" },
      { title: "Kil Maske", slug: "oldest", category: "hair", subcategory: "renk" },
    ]);
    expect(ranked("maske", index).map((r) => r.slug)).toEqual(["newest", "older", "oldest"]);
    expect(ranked("aske", index).map((r) => r.slug)).toEqual(["newest", "older", "oldest"]);
  });

  it("lists at most 8 articles", () => {
    const many = indexOf(
      Array.from({ length: 12 }, (_, i) => ({
        title: `Saç Bakımı ${i + 1}`,
        slug: `sac-${i + 1}`,
        category: "hair",
        subcategory: "renk",
      })),
    );
    expect(ranked("saç", many).map((r) => r.slug)).toEqual(
      Array.from({ length: 8 }, (_, i) => `sac-${i + 1}`),
    );
  });
});

describe("query rules", () => {
  it("searches nothing at 2 characters or fewer", () => {
    expect(site.both("sa")).toBeNull();
    expect(site.both("  ç ")).toBeNull();
  });

  it("offers a spelling one letter away when nothing matches as typed", () => {
    const outcome = site.both("rehbre");
    expect(outcome?.corrected).toBe(true);
    expect(outcome?.articles.map((h) => title.articles[h.id]?.slug)).toEqual([
      "sac-bakimi-rehberi",
    ]);
    expect(site.both("qqqqzz")?.articles).toEqual([]);
    expect(site.both("qqqqzz")?.corrected).toBe(false);
  });

  it.each([
    ["pattern characters", "(.*) [a-z]+ \\ $^ |? {2}"],
    ["10,000 characters", "a".repeat(10_000)],
    ["10,000 characters of words", "saç bakımı ".repeat(910)],
    ["10,000 dotted capitals", "İ".repeat(10_000)],
    ["emoji", "💄💄💄 ✨"],
    ["control and unpaired characters", "\u0000\u0007\ud800 saç \uffff"],
    ["markup", '<img src=x onerror="alert(1)">'],
  ])("returns safely and quickly for %s", (_, text) => {
    const started = performance.now();
    const outcome = site.both(text);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(outcome).not.toBeNull();
    expect(outcome?.articles.length).toBeLessThanOrEqual(8);
  });

  it("still finds the real words among emoji", () => {
    expect(slugs("💄 saç")).toContain("sac-bakimi-rehberi");
  });
});
