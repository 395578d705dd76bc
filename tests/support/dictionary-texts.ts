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
 * symbol both write is no sign of the wrong language), compared without case.
 */
export function textsOnlyIn(from: Language, to: Language): string[] {
  const theirs = new Set(dictionaryTexts(dictionary(to)).map((t) => t.toLowerCase()));
  return dictionaryTexts(dictionary(from)).filter((t) => !theirs.has(t.toLowerCase()));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Which of `texts` occur in `haystack` as words of their own (not inside a longer word),
 * compared without case.
 */
export function textsFoundIn(haystack: string, texts: readonly string[]): string[] {
  const lower = haystack.toLowerCase();
  return texts.filter((text) => {
    const needle = text.toLowerCase();
    if (!lower.includes(needle)) return false;
    return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(needle)}(?![\\p{L}\\p{N}])`, "u").test(
      lower,
    );
  });
}
