import { describe, expect, it } from "vitest";
import { turkishLowerCase } from "@/lib/text/turkish";
import { wordsWithKeys } from "./build-index";
import { searchLanguage } from "./languages";
import { queryTerm, stemKey } from "./stem";
import { termMatchesWord } from "./term";
import { wordTokens } from "./words";

/** Whether a typed word finds a title word, exactly as search compares them. */
function finds(typed: string, titleWord: string): boolean {
  const [token] = wordTokens(turkishLowerCase(typed));
  const { words, keys } = wordsWithKeys(titleWord, searchLanguage("tr"));
  if (!token || !words[0]) throw new Error(`no word in "${typed}" or "${titleWord}"`);
  return termMatchesWord(queryTerm(token), words[0], keys[0] ?? "");
}

describe("stem keys (Snowball Turkish, folded)", () => {
  it("fold case, Turkish letters and a name's apostrophe suffix", () => {
    expect(wordsWithKeys("İSTANBUL'DA", searchLanguage("tr")).keys).toEqual(["istanbul"]);
    expect(stemKey("ışıklı")).toBe("isikli");
    expect(stemKey("lekelerini")).toBe("leke");
    expect(stemKey("bakımında")).toBe("bakim");
  });

  it("keep the final consonant hard, as the dictionary form has it", () => {
    expect(stemKey("kitabı")).toBe("kitap");
    expect(stemKey("dudağı")).toBe("dudak");
    expect(stemKey("kitap")).toBe("kitap");
  });

  it("are empty for words too long to be words", () => {
    expect(stemKey("a".repeat(41))).toBe("");
  });
});

describe("a typed word finds title words with the same stem", () => {
  it.each([
    ["İSTANBUL'DA", "İstanbul'un"],
    ["istanbulda", "İstanbul"],
    ["ışıklı", "Işıklı"],
    ["ISIKLI", "ışıklı"],
    ["isikli", "Işıklı"],
    ["bakımı", "Bakım"],
    ["bakimi", "Bakımında"],
    ["BAKIMI", "bakımlı"],
    ["lekelerini", "Leke"],
    ["lekeleri", "Lekelerini"],
    ["LEKELERİNİ", "lekeler"],
    ["makyaji", "Makyaj"],
    ["saçlarımı", "Saç"],
    ["saclarimi", "Saçlarınızı"],
  ])("%s finds %s", (typed, title) => {
    expect(finds(typed, title)).toBe(true);
  });

  it.each([
    ["kitap", "Kitabı"],
    ["kitabı", "Kitap"],
    ["kitabini", "Kitap"],
    ["renk", "Rengi"],
    ["rengi", "Renk"],
    ["rengini", "Renkler"],
    ["dudak", "Dudağı"],
    ["dudagi", "Dudak"],
    ["cilt", "Cildi"],
    ["cildim", "Cilt"],
    ["ağaç", "Ağacı"],
    ["temizlik", "Temizliği"],
  ])("consonant change: %s finds %s", (typed, title) => {
    expect(finds(typed, title)).toBe(true);
  });

  it.each([
    ["dökülüyor", "Dökülmesi"],
    ["çekmek", "Çekilir"],
    ["anlarım", "Anlamanın"],
  ])("verb ending: %s finds %s", (typed, title) => {
    expect(finds(typed, title)).toBe(true);
  });

  it.each([
    ["maskara", "Maşa"],
    ["lekelerini", "Lezzet"],
    ["kitap", "Kira"],
    ["renk", "Rende"],
    ["göz", "Yüz"],
    ["ab", "Abla"],
  ])("%s does not find %s", (typed, title) => {
    expect(finds(typed, title)).toBe(false);
  });

  it("a word of 1–2 letters finds only itself", () => {
    expect(finds("c", "C")).toBe(true);
    expect(finds("bb", "BB")).toBe(true);
    expect(finds("c", "Cilt")).toBe(false);
  });
});
