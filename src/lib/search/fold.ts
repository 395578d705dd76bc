import { foldTurkish } from "@/lib/text/turkish";

/** A language's comparison key for text, and the same key with where each character came from. */
export interface Folding {
  fold(text: string): string;
  /** The fold of each character, with where it came from: to mark matches in the text as written. */
  foldWithOrigins(text: string): { folded: string; origins: number[] };
}

/** After lower-casing, what still folds to something else: anything outside printable ASCII. */
const FOLDABLE = /[^\x20-\x7e]/gu;

/**
 * A folding that works one character at a time, each character's fold remembered (below
 * U+0800 in an array, above in a map): the same result as folding the whole text for any
 * language whose case rules do not depend on the neighbouring letters, many times faster and
 * with one string made, not one per character. The browser folds every title when the index
 * arrives; at 10,000 titles that is the difference between a pause and none.
 * `nfc`: compose the text first, so a letter typed as base + mark meets its composed form.
 */
function characterFolding(foldOne: (ch: string) => string, nfc: boolean): Folding {
  const table: (string | undefined)[] = [];
  const cache = new Map<string, string>();
  const foldChar = (ch: string): string => {
    const code = ch.charCodeAt(0);
    const small = ch.length === 1 && code < 0x800;
    let folded = small ? table[code] : cache.get(ch);
    if (folded === undefined) {
      folded = /\s/u.test(ch) ? " " : foldOne(ch);
      if (small) table[code] = folded;
      else cache.set(ch, folded);
    }
    return folded;
  };
  return {
    fold(text) {
      const source = nfc ? text.normalize("NFC") : text;
      // Plain lower-casing leaves fewer characters to map one by one. For Turkish it differs
      // only for I (ı, folded i) and İ (i + a dot that folding drops): the fold is the same.
      return source.toLowerCase().replace(FOLDABLE, foldChar).replace(/ {2,}/g, " ").trim();
    },
    foldWithOrigins(text) {
      let folded = "";
      const origins: number[] = [];
      let at = 0;
      for (const ch of text) {
        const piece = foldChar(ch);
        folded += piece;
        for (let i = 0; i < piece.length; i++) origins.push(at);
        at += ch.length;
      }
      origins.push(at);
      return { folded, origins };
    },
  };
}

/** Turkish: İ/ı folded, Turkish letters to their ASCII base (foldTurkish). */
export const turkishFolding = characterFolding(foldTurkish, false);

/** Scripts whose marks make other letters (Russian й is not и; a Hangul syllable is not its parts). */
const KEEPS_MARKS = /[\p{Script=Cyrillic}\p{Script=Hangul}]/u;

/**
 * One character's fold for English, Russian and Korean: lower case (the same in these
 * languages' locales as without one), Russian ё as е (how Russian is mostly printed and
 * typed), and accents dropped from Latin and other letters, so "cafe" finds "Café".
 */
export function foldLetter(ch: string): string {
  const lower = ch.toLowerCase();
  if (lower === "ё") return "е";
  if (KEEPS_MARKS.test(lower)) return lower;
  return lower.normalize("NFD").replace(/\p{M}+/gu, "");
}

/** English, Russian and Korean (docs/behaviour.md#search-rules). */
export const letterFolding = characterFolding(foldLetter, true);
