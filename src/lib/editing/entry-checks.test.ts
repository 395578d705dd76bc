import { describe, expect, it } from "vitest";
import { entryProblems } from "./entry-checks";

const taken = { articles: ["gunes-kremi"], authors: ["esra-kilic"] };
const article = (data: Record<string, unknown>, isNew = true) =>
  entryProblems({ collection: "articles", data, isNew }, taken);

describe("entryProblems", () => {
  it("accepts an article without a cover, and one with a cover and its alt text", () => {
    expect(article({ slug: "yeni" })).toEqual([]);
    expect(article({ slug: "yeni", cover: { src: "", alt: "" } })).toEqual([]);
    expect(article({ slug: "yeni", cover: { src: "./images/a.jpg", alt: "Krem tüpü" } })).toEqual(
      [],
    );
  });

  it("asks for alt text when a cover or an avatar is chosen", () => {
    expect(article({ slug: "yeni", cover: { src: "./images/a.jpg", alt: " " } })).toEqual([
      expect.stringMatching(/^Kapak görseli için alternatif metin gerekli/),
    ]);
    expect(
      entryProblems(
        {
          collection: "authors",
          data: { slug: "yeni-yazar", avatar: { src: "./images/y.jpg" } },
          isNew: true,
        },
        taken,
      ),
    ).toEqual([expect.stringMatching(/^Fotoğraf için alternatif metin gerekli/)]);
  });

  it("asks for a one-line note with an update date", () => {
    expect(article({ slug: "yeni", updated: "2025-06-01" }, false)).toEqual([
      expect.stringMatching(/güncelleme notunda tek satırla/),
    ]);
    expect(
      article({ slug: "yeni", updated: "2025-06-01", updated_note: "Kaynaklar yenilendi." }, false),
    ).toEqual([]);
  });

  it("refuses a new file whose slug another file has, not the file itself when saved again", () => {
    expect(article({ slug: "gunes-kremi" })).toEqual([
      "“gunes-kremi” adresi başka bir dosyada kullanılıyor: başka bir adres (slug) seçin.",
    ]);
    expect(article({ slug: "gunes-kremi" }, false)).toEqual([]);
  });
});
