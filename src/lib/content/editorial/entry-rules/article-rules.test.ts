import { describe, expect, it } from "vitest";
import { ARTICLE_RULES, checkArticle } from "./article-rules";
import type { EntryContext } from "./context";
import { checkEntry } from "./index";

const NOW = new Date("2025-08-01T12:00:00Z");
const context: EntryContext = {
  language: "tr",
  siteUrl: "https://deneme.example.com",
  healthCategories: ["nem"],
  categories: [
    { key: "cilt", children: ["temizlik", "nem"] },
    { key: "sac", children: [] },
  ],
  authors: [{ file: "content/authors/ayse-deneme.yaml", slug: "ayse-deneme" }],
  reviewers: [{ file: "content/reviewers/dr-deniz.yaml", slug: "dr-deniz" }],
  articles: [
    { file: "content/articles/birinci.md", slug: "birinci", date: "2025-01-01", draft: false },
    { file: "content/articles/taslak.md", slug: "taslak", date: "2025-01-01", draft: true },
  ],
  now: NOW,
};

const WORDS = "Güneş kremi her sabah sürülür ve gün içinde tazelenir. ".repeat(70);
const VALID = {
  title: "Güneş Kremi Nasıl Seçilir",
  slug: "gunes-kremi",
  description: "Cilt tipine, SPF değerine ve dokusuna göre doğru güneş kremini seçmenin yolları.",
  author: "ayse-deneme",
  date: "2025-03-01",
  entities: [
    { category: "cilt", subcategories: [{ subcategory: "temizlik", subsubcategories: [] }] },
  ],
};

const findings = (data: Record<string, unknown>, body = WORDS, file: string | null = null) =>
  checkArticle({ file, data, body }, context).map(({ rule, field, message }) => ({
    rule,
    field,
    message,
  }));

describe("the article rules", () => {
  it("pass a valid article", () => {
    expect(findings(VALID)).toEqual([]);
  });

  it("say in Turkish what the schema refuses, with the count so far, on the field", () => {
    expect(findings({ ...VALID, description: "Kısa bir açıklama." })).toEqual([
      {
        rule: "schema",
        field: "description",
        message: "En az 50 karakter olmalı; şu an 18 karakter.",
      },
    ]);
    expect(findings({ ...VALID, slug: "Güneş Kremi" })[0]).toMatchObject({
      field: "slug",
      message: expect.stringMatching(/^Küçük harf, rakam ve tire kullanın;.*gunes-kremi-secimi/),
    });
    expect(findings({ ...VALID, date: "14 Mart 2025" })[0]).toMatchObject({
      field: "date",
      message: expect.stringMatching(/^Bir tarih olmalı/),
    });
  });

  it("name an unknown author, and a slug another file has", () => {
    expect(findings({ ...VALID, author: "kimse" })).toEqual([
      {
        rule: "author",
        field: "author",
        message: expect.stringMatching(/^“kimse” adında bir yazar yok/),
      },
    ]);
    expect(findings({ ...VALID, slug: "birinci" })).toEqual([
      {
        rule: "slug",
        field: "slug",
        message:
          "“birinci” adresini başka bir yazı kullanıyor (content/articles/birinci.md): başka bir adres seçin.",
      },
    ]);
    // The file that has the slug keeps it.
    expect(findings({ ...VALID, slug: "birinci" }, WORDS, "content/articles/birinci.md")).toEqual(
      [],
    );
  });

  it("refuse an update dated in the future and a review missing in a health category", () => {
    expect(
      findings({ ...VALID, updated: "2025-09-01", updated_note: "Kaynaklar yenilendi." }),
    ).toEqual([
      {
        rule: "dates",
        field: "updated",
        message: expect.stringMatching(/^Güncelleme tarihi ileri bir gün olamaz \(1 Eylül 2025\)/),
      },
    ]);
    const health = {
      ...VALID,
      entities: [
        { category: "cilt", subcategories: [{ subcategory: "nem", subsubcategories: [] }] },
      ],
    };
    expect(findings(health)).toEqual([
      { rule: "review", field: "review", message: expect.stringMatching(/hekimi seçin/) },
    ]);
    expect(findings({ ...health, review: { reviewer: "dr-deniz", date: "2025-04-01" } })).toEqual(
      [],
    );
    expect(findings({ ...health, review: { reviewer: "kimse" } })[0]).toMatchObject({
      field: "review.reviewer",
    });
  });

  it("apply the house style to the body, naming the body's line", () => {
    const body = `${WORDS}\n\nBir şey daha: bu durumda tedavinizi izleyen dermatologla konuşun.\n`;
    expect(checkArticle({ file: null, data: VALID, body }, context)).toEqual([
      expect.objectContaining({
        rule: "house-style",
        field: "body",
        line: 3,
        message:
          "“: bu durumda tedavinizi izleyen dermatologla konuşun”: İki noktadan sonra gelen tam cümle büyük harfle başlar.",
        detail: expect.stringMatching(/a full sentence after a colon starts with a capital$/),
      }),
    ]);
  });

  it("warn of a short body, a straight apostrophe and a link to a draft, each under its field", () => {
    expect(findings(VALID, "Kısa bir metin.")).toEqual([
      {
        rule: "length",
        field: "body",
        message: "Metin 3 kelime; bir yazı en az 500 kelime olmalı.",
      },
    ]);
    expect(findings({ ...VALID, title: "Işıltı'nın Güneş Kremi Rehberi" })).toEqual([
      {
        rule: "apostrophes",
        field: "title",
        message: expect.stringMatching(/düz kesme işareti var \(Işıltı'nın\)/),
      },
    ]);
    expect(findings(VALID, `${WORDS}\n\n[Taslak yazı](/articles/taslak) da var.`)).toEqual([
      {
        rule: "draft-links",
        field: "body",
        message: expect.stringMatching(/^\/articles\/taslak bağlantısı bir taslak/),
      },
    ]);
    // A draft may link to a draft: neither is published.
    expect(findings({ ...VALID, draft: true }, `${WORDS}\n\n[Taslak](/articles/taslak).`)).toEqual(
      [],
    );
  });

  it("file an unknown category under Diğer, as a warning", () => {
    const [finding] = checkArticle(
      {
        file: null,
        data: { ...VALID, entities: [{ category: "yok", subcategories: [] }] },
        body: WORDS,
      },
      context,
    );
    expect(finding).toMatchObject({
      rule: "placement",
      field: "entities.0.category",
      severity: "warning",
    });
  });

  it("are listed by name, each with the stage of the build that runs it", () => {
    expect(Object.keys(ARTICLE_RULES)).toEqual([
      "schema",
      "author",
      "dates",
      "slug",
      "body",
      "house-style",
      "facts",
      "health",
      "review",
      "placement",
      "length",
      "apostrophes",
      "draft-links",
    ]);
  });
});

describe("checkEntry", () => {
  it("checks authors and reviewers too: the schema in Turkish and a slug another file has", () => {
    expect(
      checkEntry(
        "authors",
        { file: null, data: { name: "Ay", slug: "ayse-deneme" }, body: "" },
        context,
      ).map((f) => `${f.field}: ${f.message}`),
    ).toEqual([
      "name: En az 3 karakter olmalı; şu an 2 karakter.",
      "role: Bu alan zorunlu.",
      "description: Bu alan zorunlu.",
      "meta_title: Bu alan zorunlu.",
      "meta_description: Bu alan zorunlu.",
      "slug: “ayse-deneme” adresini başka bir yazar kullanıyor (content/authors/ayse-deneme.yaml): başka bir adres seçin.",
    ]);
    expect(checkEntry("categories", { file: null, data: {}, body: "" }, context)).toEqual([]);
  });
});
