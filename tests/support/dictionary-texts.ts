import { type Dictionary, dictionary, type Language } from "@/lib/i18n";

/**
 * The texts a language's dictionary can put on a page, read from the dictionary module itself
 * (never a list kept here): every string, and the fixed parts of every text with a value in it
 * ("dk okuma" of `${minutes} dk okuma`).
 */

/** Stands where a function puts a value; the texts around it are the dictionary's own. */
const MARK = "\u0001";

/**
 * An argument that reads as MARK where a text is expected, as 3 where a number is (Intl,
 * comparisons, plural rules) and as itself for any property it is asked for (`{ articles }`).
 */
function anyValue(): unknown {
  return new Proxy(() => MARK, {
    get(_target, key) {
      if (key === Symbol.toPrimitive) return (hint: string) => (hint === "number" ? 3 : MARK);
      if (key === "toString") return () => MARK;
      if (key === "valueOf") return () => 3;
      return anyValue();
    },
  });
}

/** What a function writes for a few kinds of arguments: each branch a value can take. */
function outputs(fn: (...args: unknown[]) => unknown): unknown[] {
  const arity = Math.max(fn.length, 1);
  const argumentSets = [
    Array.from({ length: arity }, anyValue),
    Array.from({ length: arity }, () => MARK),
    ...[0, 1, 2, 5].map((n) => Array.from({ length: arity }, () => n)),
  ];
  const found: unknown[] = [];
  for (const args of argumentSets) {
    try {
      found.push(fn(...args));
    } catch {
      // An argument of the wrong kind for this function: the other sets cover it.
    }
  }
  return found;
}

function collect(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 8) return;
  if (typeof value === "string") {
    for (const part of value.split(new RegExp(`${MARK}|\\d+`, "u"))) {
      const text = part.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
      // Two letters ("ve") are too often part of another language's words or of an address.
      if ((text.match(/\p{L}/gu) ?? []).length >= 3) into.add(text);
    }
  } else if (typeof value === "function") {
    for (const output of outputs(value as (...args: unknown[]) => unknown))
      collect(output, into, depth + 1);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) collect(item, into, depth + 1);
  }
}

/** Every text of one dictionary, as described above. */
export function dictionaryTexts(texts: Dictionary): string[] {
  const found = new Set<string>();
  collect(texts, found);
  return [...found].sort();
}

/**
 * The texts of `from`'s dictionary that `to`'s does not have as well (a brand name or a
 * symbol both write is no sign of the wrong language), compared without case, each once.
 */
export function textsOnlyIn(from: Language, to: Language): string[] {
  const seen = new Set(dictionaryTexts(dictionary(to)).map((t) => t.toLowerCase()));
  return dictionaryTexts(dictionary(from)).filter((text) => {
    const key = text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A run of letters and digits: a word, as a text must begin and end on one's edges. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

/**
 * Which of `texts` occur in a haystack as words of their own (not inside a longer word),
 * compared without case. Made once for many pages: the texts are looked up by their first word,
 * so a page is read once, whatever the number of texts.
 */
export function textFinder(texts: readonly string[]): (haystack: string) => string[] {
  const byFirstWord = new Map<string, { text: string; lower: string }[]>();
  for (const text of texts) {
    const lower = text.toLowerCase();
    const first = lower.match(WORD)?.[0];
    if (!first || !lower.startsWith(first)) continue;
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), { text, lower }]);
  }
  return (haystack) => {
    const lower = haystack.toLowerCase();
    const found = new Set<string>();
    for (const word of lower.matchAll(WORD)) {
      for (const candidate of byFirstWord.get(word[0]) ?? []) {
        const end = word.index + candidate.lower.length;
        if (lower.startsWith(candidate.lower, word.index) && !WORD_CHARACTER.test(lower[end] ?? ""))
          found.add(candidate.text);
      }
    }
    return texts.filter((text) => found.has(text));
  };
}
