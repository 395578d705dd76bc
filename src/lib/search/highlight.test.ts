import { describe, expect, it } from "vitest";
import { wordsWithKeys } from "./build-index";
import { highlight } from "./highlight";
import { searchLanguage } from "./languages";
import { parseQuery } from "./query";

const turkish = searchLanguage("tr");

function marked(text: string, query: string, anywhere = false): string {
  const parsed = parseQuery(query, turkish);
  if (!parsed) throw new Error(`"${query}" is too short`);
  return highlight(text, parsed, wordsWithKeys(text, turkish).keys, anywhere)
    .map((s) => (s.mark ? `[${s.text}]` : s.text))
    .join("");
}

describe("highlight", () => {
  it("marks typed words and words with the same stem, in the text as written", () => {
    expect(marked("Saç Bakımında Doğru Bilinen Yanlışlar", "sac bakimi")).toBe(
      "[Saç] [Bakımında] Doğru Bilinen Yanlışlar",
    );
    expect(marked("Göz Makyajı İpuçları", "GÖZ MAKYAJ ipucu")).toBe("[Göz] [Makyajı] [İpuçları]");
    expect(marked("Kitabın Rengi", "kitap renk")).toBe("[Kitabın] [Rengi]");
  });

  it("marks inside a word only for an all-words match", () => {
    expect(marked("Bakımında", "kım")).toBe("Bakımında");
    expect(marked("Bakımında", "kım", true)).toBe("Ba[kım]ında");
  });

  it("keeps the text whole, whatever is marked", () => {
    const text = "İstanbul'da 💄 Işıltılı  Cilt";
    const parsed = parseQuery("ışıltılı cilt istanbul", turkish);
    if (!parsed) throw new Error("query too short");
    const segments = highlight(text, parsed, wordsWithKeys(text, turkish).keys, true);
    expect(segments.map((s) => s.text).join("")).toBe(text);
    expect(segments.filter((s) => s.mark).map((s) => s.text)).toEqual([
      "İstanbul",
      "Işıltılı",
      "Cilt",
    ]);
  });

  it("leaves text without matches unmarked", () => {
    expect(marked("Kalıcı Oje", "parfüm")).toBe("Kalıcı Oje");
  });
});
