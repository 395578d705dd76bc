import { describe, expect, it } from "vitest";
import { dictionaryTexts } from "../../../tests/support/interface-text";
import { DICTIONARIES, type Dictionary, dictionary, LANGUAGES, type Language } from "./index";
import { COPY_TEXT, OFFLINE_LIST_TEXT, SAVE_TEXT, SEARCH_TEXT } from "./islands";

/**
 * The type check is the guard that every language has every key (each language file declares a
 * `Dictionary`); these tests read the values: none empty, every interpolation fills its values
 * in, counts take the language's forms.
 */

/** Keys whose value may be empty: a word read after the page number, which some languages have before it. */
const MAY_BE_EMPTY = new Set(["pagination.pageBefore", "pagination.pageAfter"]);

const leaves = (value: unknown) => dictionaryTexts(value);

describe.each(LANGUAGES)("the %s dictionary", (language) => {
  const texts = leaves(dictionary(language));

  it("has a text in every key", () => {
    const empty = texts.filter((t) => t.text.trim() === "" && !MAY_BE_EMPTY.has(t.key));
    expect(empty.map((t) => t.key)).toEqual([]);
    expect(texts.length).toBeGreaterThan(100);
  });

  it("fills every value into the texts that take one", () => {
    for (const { key, text, args } of texts) {
      for (const arg of args ?? []) {
        if (typeof arg === "string") expect(text, key).toContain(arg);
        if (typeof arg === "number") expect(text, key).toContain(String(arg));
      }
    }
    const found = dictionary(language).search.announce.found;
    expect(found({ categories: 2, articles: 5, corrected: false })).toMatch(/2.*5/);
    expect(found({ categories: 0, articles: 5, corrected: false })).not.toContain("0");
  });

  it("is the one the islands read", () => {
    const own = DICTIONARIES[language];
    expect(SEARCH_TEXT[language]).toBe(own.search);
    expect(COPY_TEXT[language]).toBe(own.copy);
    expect(SAVE_TEXT[language]).toBe(own.save);
    expect(OFFLINE_LIST_TEXT[language]).toBe(own.offlineList);
  });
});

describe("the sister languages", () => {
  const turkish = new Map(leaves(DICTIONARIES.tr).map((t) => [t.key, t.text]));
  /** The same in every language: a symbol and the site's name. */
  const universal = new Set(["footer.copyright"]);

  it.each(["en", "ru", "ko"] as const)("%s: no text is left in Turkish", (language) => {
    const same = leaves(DICTIONARIES[language]).filter(
      (t) => !universal.has(t.key) && t.text !== "" && t.text === turkish.get(t.key),
    );
    expect(same.map((t) => t.key)).toEqual([]);
  });

  it("write no Turkish-only letter", () => {
    for (const language of ["en", "ru", "ko"] as const)
      for (const { key, text } of leaves(DICTIONARIES[language]))
        expect(text, `${language} ${key}`).not.toMatch(/[çğıİöşüÇĞÖŞÜ]/);
  });
});

describe("the Turkish texts the specification names", () => {
  const tr = DICTIONARIES.tr;

  it("keeps them letter for letter", () => {
    expect(tr.search.placeholder).toBe("Arama");
    expect(tr.notFound.title).toBe("Sayfa Bulunamadı");
    expect([tr.footer.categories, tr.footer.info, tr.footer.contact]).toEqual([
      "Kategoriler",
      "Bilgi",
      "İletişim",
    ]);
    expect([tr.home.surprising, tr.home.topStories, tr.home.popular]).toEqual([
      "Daha Şaşırtıcı Şeyler",
      "En Büyük Hikayeler",
      "Popüler Makaleler",
    ]);
    expect(tr.partnerLinks).toBe("Sponsorlu Bağlantılar");
    expect(tr.search.noResults("saç")).toBe("“saç” için sonuç bulunamadı.");
    expect(tr.navigation.loading).toBe("Sayfa yükleniyor…");
  });
});

describe("counts in each language", () => {
  const counts = (language: Language, pick: (d: Dictionary) => (n: number) => string) =>
    [1, 2, 5, 21, 1250].map(pick(DICTIONARIES[language]));

  it("take the Russian plural forms", () => {
    expect(counts("ru", (d) => d.listing.articleCount)).toEqual([
      "1 статья",
      "2 статьи",
      "5 статей",
      "21 статья",
      "1\u00a0250 статей",
    ]);
    expect(counts("ru", (d) => d.article.sections)).toEqual([
      "(1 раздел)",
      "(2 раздела)",
      "(5 разделов)",
      "(21 раздел)",
      "(1\u00a0250 разделов)",
    ]);
    const found = DICTIONARIES.ru.search.announce.found;
    expect(found({ categories: 2, articles: 5, corrected: false })).toBe(
      "Найдено: 2 рубрики и 5 статей.",
    );
    expect(found({ categories: 1, articles: 21, corrected: true })).toBe(
      "По похожему запросу найдено: 1 рубрика и 21 статья.",
    );
  });

  it("take the English singular and plural", () => {
    expect(counts("en", (d) => d.listing.articleCount)).toEqual([
      "1 article",
      "2 articles",
      "5 articles",
      "21 articles",
      "1,250 articles",
    ]);
    expect(
      DICTIONARIES.en.search.announce.found({ categories: 1, articles: 2, corrected: false }),
    ).toBe("Found 1 category and 2 articles.");
  });

  it("stay as they are in Turkish and take their counter word in Korean", () => {
    expect(counts("tr", (d) => d.listing.articleCount)).toEqual([
      "1 yazı",
      "2 yazı",
      "5 yazı",
      "21 yazı",
      "1.250 yazı",
    ]);
    expect(counts("ko", (d) => d.listing.articleCount)).toEqual([
      "기사 1건",
      "기사 2건",
      "기사 5건",
      "기사 21건",
      "기사 1,250건",
    ]);
    const found = DICTIONARIES.ko.search.announce.found;
    expect(found({ categories: 2, articles: 5, corrected: false })).toBe(
      "카테고리 2개와 기사 5건을 찾았습니다.",
    );
    expect(found({ categories: 3, articles: 0, corrected: false })).toBe(
      "카테고리 3개를 찾았습니다.",
    );
  });
});
