import { describe, expect, it } from "vitest";
import { prepareEntries, queryWords, searchTitles } from "./match";

const entries = prepareEntries([
  { title: "Saç Bakımında Doğru Bilinen Yanlışlar", slug: "sac-bakimi-yanlislar", category: "Saç" },
  { title: "Işıltılı Bir Cilt İçin Akşam Rutini", slug: "aksam-rutini", category: "Cilt Bakımı" },
  { title: "İlk Kez Kalıcı Oje Sürecekler İçin Rehber", slug: "kalici-oje", category: "Tırnak" },
  { title: "Kuru Saçlar İçin Ev Yapımı Maske", slug: "kuru-sac-maske", category: "Doğal" },
  { title: "Göz Makyajında Renk Seçimi", slug: "goz-makyaji-renk", category: "Makyaj" },
]);

const slugs = (text: string) => searchTitles(entries, text).map((e) => e.slug);

describe("searchTitles", () => {
  it("offers nothing for 2 characters or fewer", () => {
    expect(slugs("sa")).toEqual([]);
    expect(slugs("  ç ")).toEqual([]);
    expect(queryWords("ab")).toEqual([]);
  });

  it("matches at 3 characters", () => {
    expect(slugs("saç")).toEqual(["sac-bakimi-yanlislar", "kuru-sac-maske"]);
  });

  it("needs every word, in any order", () => {
    expect(slugs("maske saç")).toEqual(["kuru-sac-maske"]);
    expect(slugs("saç ruj")).toEqual([]);
  });

  it("understands queries typed without Turkish letters", () => {
    expect(slugs("sac bakimi")).toEqual(["sac-bakimi-yanlislar"]);
    expect(slugs("goz makyaji")).toEqual(["goz-makyaji-renk"]);
  });

  it("applies Turkish case rules to I/ı and İ/i", () => {
    expect(slugs("IŞILTILI")).toEqual(["aksam-rutini"]);
    expect(slugs("isiltili")).toEqual(["aksam-rutini"]);
    expect(slugs("İLK KEZ")).toEqual(["kalici-oje"]);
    expect(slugs("ilk kez")).toEqual(["kalici-oje"]);
  });

  it("treats extra spaces as separators", () => {
    expect(slugs("  kalıcı    oje  ")).toEqual(["kalici-oje"]);
  });

  it("returns an empty list when nothing matches", () => {
    expect(slugs("parfüm")).toEqual([]);
  });

  it("is safe with characters that mean something in patterns", () => {
    expect(slugs("(.*) [a-z]+ \\")).toEqual([]);
  });

  it("respects the limit", () => {
    expect(searchTitles(entries, "için", 1)).toHaveLength(1);
  });
});
