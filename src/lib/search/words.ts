/**
 * Words as search sees them, shared by the build (which writes the index) and the browser
 * (which reads it): one tokenizer, so a word's position means the same thing on both sides.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const APOSTROPHES = new Set(["'", "’"]);

export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

/**
 * Words of already folded (or lower-cased) text, with their places: runs of letters and
 * digits. A Turkish apostrophe closes a proper name ("İstanbul'da", "Kore'de"): the short
 * suffix after it is not a word of its own (while "L'Oréal" keeps both parts).
 */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const previous = spans.at(-1);
    const isSuffix =
      previous !== undefined &&
      previous.end === start - 1 &&
      previous.word.length >= 2 &&
      match[0].length <= 5 &&
      APOSTROPHES.has(text[start - 1] ?? "");
    if (!isSuffix) spans.push({ word: match[0], start, end: start + match[0].length });
  }
  return spans;
}

export function wordTokens(text: string): string[] {
  return wordSpans(text).map((span) => span.word);
}

/**
 * Words that say nothing about a topic. They still count for the spec's rule (every typed word
 * in the title); the stem and category tiers ignore them, and the deep index leaves them out.
 * Folded forms.
 */
export const STOPWORDS: ReadonlySet<string> = new Set([
  "ve",
  "ile",
  "icin",
  "ya",
  "da",
  "de",
  "mi",
  "mu",
  "bir",
  "bu",
  "ne",
  "neden",
  "nasil",
  "nedir",
  "hangi",
  "hangisi",
  "gibi",
  "daha",
  "en",
  "cok",
  "her",
  "veya",
  "ki",
  "ama",
  "kadar",
  "olan",
  "olarak",
  "sonra",
  "once",
  "icinde",
  "nelere",
  "neler",
  "kim",
  "kimler",
  "benim",
  "bana",
  "sizin",
]);

export const MIN_STEM_LENGTH = 3;

/**
 * Turkish softens a final p, t, k, ç before a vowel (kitap → kitabı, renk → rengi, dudak →
 * dudağı, cilt → cildi). Keys are kept in the hard form; a query also tries the soft one.
 * Folded text: ğ is g, ç is c (c needs no change).
 */
export function hardenFinal(word: string): string {
  if (word.length < MIN_STEM_LENGTH) return word;
  const last = word.at(-1);
  const hard = last === "b" ? "p" : last === "d" ? "t" : last === "g" ? "k" : undefined;
  return hard ? word.slice(0, -1) + hard : word;
}

export function softenFinal(word: string): string {
  if (word.length < MIN_STEM_LENGTH) return word;
  const last = word.at(-1);
  const soft = last === "p" ? "b" : last === "t" ? "d" : last === "k" ? "g" : undefined;
  return soft ? word.slice(0, -1) + soft : word;
}

const VOWELS = new Set(["a", "e", "i", "o", "u"]);
const SOFT = new Set(["b", "c", "d", "g"]);

/**
 * Roots a suffixed word may have lost a hard consonant from: "rengini" → "renk",
 * "kitabini" → "kitap", "dudagi" → "dudak". The stemmer misses these on text typed without
 * Turkish letters; trying every soft consonant before a vowel is cheap and finds them.
 */
export function softenedRoots(word: string): string[] {
  const roots: string[] = [];
  // Roots of 3 letters ("dudagi" → "dut") are more often wrong than right.
  for (let i = MIN_STEM_LENGTH; i < word.length - 1; i++) {
    const ch = word[i] ?? "";
    if (SOFT.has(ch) && VOWELS.has(word[i + 1] ?? ""))
      roots.push(hardenFinal(word.slice(0, i + 1)));
  }
  return roots;
}

/**
 * Snowball's Turkish stemmer strips noun suffixes only; readers also type verbs ("dökülüyor",
 * "çekmek", "anlarım", "sürülür"). Dropping the common verb endings (folded) gives a start
 * the title's noun forms share: "dökül" for "Dökülmesi", "çek" for "Çekilir".
 */
const VERB_ENDINGS = [
  /[iu]yor(?:um|sun|uz|sunuz|lar)?$/,
  /m[ae]k$/,
  /m[ae]l[iu]y?[iu]?m?$/,
  /(?:[iu]l)?[aeiu]r(?:[iu]m|s[iu]n|[iu]z|s[iu]n[iu]z|l[ae]r)?$/,
];

export function verbStems(word: string): string[] {
  const stems: string[] = [];
  for (const ending of VERB_ENDINGS) {
    const stem = word.replace(ending, "");
    if (stem !== word && stem.length >= MIN_STEM_LENGTH) stems.push(stem);
  }
  return stems;
}
