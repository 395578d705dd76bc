/**
 * Words as search sees them, shared by the build (which writes the index) and the browser
 * (which reads it): one tokenizer, so a word's position means the same thing on both sides.
 */

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Per UTF-16 unit below U+10000: 0 not known yet, 1 not a word character, 2 a word character. */
const known = new Uint8Array(0x10000);

/** Length (1 or 2 units) of the letter or digit at `i`, or 0. */
function wordUnit(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code < 128) {
    const lower = code | 32;
    return (code >= 48 && code <= 57) || (lower >= 97 && lower <= 122) ? 1 : 0;
  }
  if (code >= 0xd800 && code <= 0xdbff) return LETTER_OR_DIGIT.test(text.slice(i, i + 2)) ? 2 : 0;
  if (known[code] === 0) known[code] = LETTER_OR_DIGIT.test(text[i] ?? "") ? 2 : 1;
  return known[code] === 2 ? 1 : 0;
}

/** Whether the character at `i` is a letter or digit. */
export function isWordChar(text: string, i: number): boolean {
  return i >= 0 && i < text.length && wordUnit(text, i) > 0;
}

/** Whether `word` occurs in `text` at the start of one of its words. */
export function atWordStart(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!isWordChar(text, at - 1)) return true;
  }
  return false;
}

const isApostrophe = (code: number) => code === 39 || code === 0x2019;

/**
 * Calls `visit` for each word of already folded (or lower-cased) text: runs of letters and
 * digits. A Turkish apostrophe closes a proper name ("İstanbul'da", "Kore'de"): the short
 * suffix after it is not a word of its own (while "L'Oréal" keeps both parts). Written with
 * character codes: the browser splits every title once when the index arrives.
 */
function scanWords(text: string, visit: (start: number, end: number) => void): void {
  let previousStart = -1;
  let previousEnd = -1;
  for (let i = 0; i < text.length; ) {
    let unit = wordUnit(text, i);
    if (unit === 0) {
      i++;
      continue;
    }
    const start = i;
    while (unit > 0) {
      i += unit;
      unit = i < text.length ? wordUnit(text, i) : 0;
    }
    const isSuffix =
      previousEnd === start - 1 &&
      previousEnd - previousStart >= 2 &&
      i - start <= 5 &&
      isApostrophe(text.charCodeAt(start - 1));
    if (!isSuffix) {
      visit(start, i);
      previousStart = start;
      previousEnd = i;
    }
  }
}

export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

/** Words of folded text, with their places. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  scanWords(text, (start, end) => spans.push({ word: text.slice(start, end), start, end }));
  return spans;
}

export function wordTokens(text: string): string[] {
  const words: string[] = [];
  scanWords(text, (start, end) => words.push(text.slice(start, end)));
  return words;
}

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
