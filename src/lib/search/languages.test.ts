import { describe, expect, it } from "vitest";
import type { CategoryNode } from "@/lib/content/types";
import type { Language } from "@/lib/i18n/languages";
import { paths } from "@/lib/paths";
import {
  type SampleArticle,
  sampleArticles,
  sampleSources,
} from "../../../tests/support/search-sample";
import { searchBothWays, viaJson } from "../../../tests/support/search-shapes";
import { buildDeepIndex, buildTitleIndex, wordsWithKeys } from "./build-index";
import { splitIndex } from "./build-split";
import { readDeepIndex, readTitleIndex } from "./engine";
import { highlight } from "./highlight";
import { searchLanguage } from "./languages";
import { isSearchable, parseQuery } from "./query";
import { readSearchIndex } from "./read-index";
import { search } from "./search";
import { termMatchesWord } from "./term";
import { wholeSource } from "./whole-source";
import { wordTokens } from "./words";

/** Whether a typed word finds a title word in a language, exactly as search compares them. */
function finds(lang: Language, typed: string, titleWord: string): boolean {
  const language = searchLanguage(lang);
  const [token] = wordTokens(language.lower(typed));
  const { words, keys } = wordsWithKeys(titleWord, language);
  if (!token || !words[0]) throw new Error(`no word in "${typed}" or "${titleWord}"`);
  return termMatchesWord(language.queryTerm(token), words[0], keys[0] ?? "");
}

/**
 * A small site in one language, its two index files read back as the browser reads them; each
 * search also checks that the index split into files answers the same.
 */
function site(lang: Language, items: SampleArticle[], categories: CategoryNode[] = []) {
  const articles = sampleArticles(items);
  const titleFile = buildTitleIndex(articles, categories, lang);
  const deepFile = buildDeepIndex(articles, sampleSources(items), lang);
  const title = readTitleIndex(viaJson(titleFile));
  const deep = readDeepIndex(viaJson(deepFile));
  const both = searchBothWays(titleFile, deepFile);
  const slugs = (text: string) =>
    both(text)?.articles.map((hit) => title.articles[hit.id]?.slug) ?? null;
  return { title, deep, slugs };
}

const item = (title: string, slug: string, more: Partial<SampleArticle> = {}): SampleArticle => ({
  title,
  slug,
  category: "skin",
  subcategory: "leke",
  ...more,
});

describe("English", () => {
  const english = searchLanguage("en");

  it("folds case and accents, with English case rules (I is i, not ı)", () => {
    expect(english.fold("Café CRÈME Naïve")).toBe("cafe creme naive");
    expect(english.fold("INCI List")).toBe("inci list");
  });

  it.each([
    ["creams", "Cream"],
    ["cream", "Creams"],
    ["running", "Run"],
    ["applying", "Apply"],
    ["cleansing", "Cleanser"],
    ["sunscreens", "Sunscreen"],
    ["beauty", "Beautiful"],
    ["cafe", "Café"],
    ["MASKS", "mask"],
  ])("%s finds %s", (typed, title) => {
    expect(finds("en", typed, title)).toBe(true);
  });

  it.each([
    ["cream", "Scream"],
    ["hair", "Chair"],
    ["mask", "Makeup"],
  ])("%s does not find %s", (typed, title) => {
    expect(finds("en", typed, title)).toBe(false);
  });

  it("is not stemmed as Turkish: the Turkish rules miss what the English stemmer finds", () => {
    expect(finds("tr", "beauty", "Beautiful")).toBe(false);
    expect(finds("en", "beauty", "Beautiful")).toBe(true);
  });

  it("ranks a plural query's title match by stem, and leaves stop words to the all-words rule", () => {
    const { slugs } = site("en", [
      item("How Much Sunscreen Is Enough?", "sunscreen-how-much"),
      item("Choosing a Gentle Cleanser", "gentle-cleanser"),
      item("The Creams Dermatologists Recommend", "creams"),
    ]);
    expect(slugs("sunscreens")).toEqual(["sunscreen-how-much"]);
    expect(slugs("cleansing")).toEqual(["gentle-cleanser"]);
    expect(slugs("cream")).toEqual(["creams"]);
    expect(parseQuery("how to choose", english)?.terms.map((t) => t.folded)).toEqual(["choose"]);
  });
});

describe("Russian", () => {
  const russian = searchLanguage("ru");

  it("folds case and ё to е, and keeps й (a letter of its own)", () => {
    expect(russian.fold("ШЁЛКОВЫЕ Маски")).toBe("шелковые маски");
    expect(russian.fold("Чайное дерево и йогурт")).toBe("чайное дерево и йогурт");
    // A stress mark (typed in teaching texts) is not part of the word.
    expect(russian.fold("кре\u0301мы")).toBe("кремы");
  });

  it.each([
    ["кремы", "Крем"],
    ["крем", "Крема"],
    ["крема", "Кремы"],
    ["кремов", "кремом"],
    ["КРЕМ", "кремы"],
    ["шелк", "Шёлк"],
    ["шёлковые", "Шелковые"],
    ["жесткая", "Жёсткой"],
    ["волосы", "Волосами"],
    ["кожи", "Кожа"],
  ])("%s finds %s", (typed, title) => {
    expect(finds("ru", typed, title)).toBe(true);
  });

  it.each([
    ["маска", "Масло"],
    ["волосы", "Голос"],
  ])("%s does not find %s", (typed, title) => {
    expect(finds("ru", typed, title)).toBe(false);
  });

  it("is not stemmed as Turkish: the Turkish rules miss a case ending", () => {
    expect(finds("tr", "крема", "Кремы")).toBe(false);
  });

  it("finds an article by a case form of its title's word, and by ё typed as е", () => {
    const { slugs } = site("ru", [
      item("Как выбрать солнцезащитный крем", "vybrat-krem"),
      item("Жёсткая вода и сухая кожа", "zhestkaya-voda"),
      item("Уход за волосами зимой", "volosy-zimoj"),
    ]);
    expect(slugs("кремы")).toEqual(["vybrat-krem"]);
    expect(slugs("крема")).toEqual(["vybrat-krem"]);
    expect(slugs("жесткая вода")).toEqual(["zhestkaya-voda"]);
    expect(slugs("ЖЁСТКАЯ")).toEqual(["zhestkaya-voda"]);
    expect(slugs("волосы")).toEqual(["volosy-zimoj"]);
  });
});

describe("Korean", () => {
  const korean = searchLanguage("ko");
  const categories: CategoryNode[] = [
    {
      key: "skin",
      slug: "skin",
      title: "스킨케어",
      description: "",
      path: paths.category("skin"),
      parentKey: null,
      children: [],
    },
  ];
  const { title, slugs } = site(
    "ko",
    [
      item("선크림 바르는 법", "sunscreen"),
      item("건성 피부를 위한 보습 크림", "dry-skin"),
      item("두피 관리와 샴푸 고르기", "scalp", {
        description: "민감한 두피에 맞는 샴푸를 고르는 방법.",
      }),
      item("UV 차단 지수 읽는 법", "uv"),
    ],
    categories,
  );

  it("keeps Hangul syllables whole when folding", () => {
    expect(korean.fold("선크림 UV")).toBe("선크림 uv");
    expect(korean.fold("선크림").length).toBe(3);
  });

  it("finds a two-syllable word inside a longer one, without stemming", () => {
    expect(slugs("크림")).toEqual(["dry-skin", "sunscreen"]);
    expect(slugs("선크림")).toEqual(["sunscreen"]);
    // No stemmer strips a particle: the word with one is found only as a spelling one
    // syllable away, and a longer ending not at all.
    expect(search(wholeSource(title), "선크림")?.corrected).toBe(false);
    expect(search(wholeSource(title), "선크림을")?.corrected).toBe(true);
    expect(slugs("선크림으로")).toEqual([]);
  });

  it("searches from 2 characters (a two-syllable word), not from 1", () => {
    expect(isSearchable("크", korean)).toBe(false);
    expect(search(wholeSource(title), "크")).toBeNull();
    expect(isSearchable("피부", korean)).toBe(true);
    expect(slugs("피부")).toEqual(["dry-skin"]);
    expect(slugs("uv")).toEqual(["uv"]);
  });

  it("finds words inside category names and descriptions too", () => {
    expect(
      search(wholeSource(title), "케어")?.categories.map((c) => title.categories[c]?.title),
    ).toEqual(["스킨케어"]);
    expect(slugs("민감")).toEqual(["scalp"]);
  });

  it("marks the typed syllables where they are, not the whole word", () => {
    const query = parseQuery("크림", korean);
    if (!query) throw new Error("not searched");
    const text = "선크림 바르는 법";
    const marked = highlight(text, query, wordsWithKeys(text, korean).keys, false)
      .map((s) => (s.mark ? `[${s.text}]` : s.text))
      .join("");
    expect(marked).toBe("선[크림] 바르는 법");
  });
});

describe("the site's language, from the build to the browser", () => {
  const articles = sampleArticles([item("Крем для лица", "krem")]);

  it("is written into the title index and read back with it", () => {
    const file = buildTitleIndex(articles, [], "ru");
    expect(file.lang).toBe("ru");
    expect(readTitleIndex(JSON.parse(JSON.stringify(file))).language.code).toBe("ru");
  });

  it("is Turkish for an index written before the language was (the only one then)", () => {
    const { lang: _written, ...older } = buildTitleIndex(articles, [], "tr");
    expect(readTitleIndex(older).language.code).toBe("tr");
  });

  it("is written into the first file of a split index and read back with it", () => {
    const title = buildTitleIndex(articles, [], "ko");
    const deep = buildDeepIndex(articles, sampleSources([]), "ko");
    const { base } = splitIndex(title, deep);
    expect(base.lang).toBe("ko");
    expect(readSearchIndex(viaJson(base)).language.code).toBe("ko");
  });

  it("refuses an index in a language search cannot read", () => {
    const file = { ...buildTitleIndex(articles, [], "ru"), lang: "xx" };
    expect(() => readTitleIndex(file)).toThrow(/search index: language "xx"/);
  });
});
