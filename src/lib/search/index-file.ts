import type { Language } from "@/lib/i18n/languages";
import { fnv1a } from "@/lib/text/hash";
/**
 * The two static files the search box reads, and their compact encodings. The build writes
 * them (build-index.ts); the browser reads them (engine.ts). Columns are "\n"-joined strings,
 * one line per article, newest first: they compress far better than an array of objects.
 */

export const INDEX_VERSION = 1;

/** Fetched on the box's first focus: titles, slugs, categories and title-word stems. */
export interface TitleIndexFile {
  v: typeof INDEX_VERSION;
  /**
   * The site's language: how the browser folds, stems and matches what a reader types
   * (src/lib/search/languages.ts). Files without it come from builds that searched Turkish only.
   */
  lang: Language;
  /** Fingerprint of the article list; a deep file from another build is not used with this one. */
  sig: string;
  /** Categories and subcategories in menu order: title, path, stem keys of the title, parent (-1). */
  categories: { t: string; p: string; k: string; u: number }[];
  titles: string;
  /** Each slug as positions of the title's words (`~0.1.4`) or, when it is not made of them, as is. */
  slugs: string;
  /** Category indexes (base 36, `.`-separated): the first is the label shown, all count for matching. */
  places: string;
  /** One stem key per title word, written against the word: see encodeKeys. */
  keys: string;
}

/**
 * Fetched only when titles give fewer than 3 results: stem keys of each article's description
 * and section headings, as key → article positions (base 36 gaps, `,`-separated).
 */
export interface DeepIndexFile {
  v: typeof INDEX_VERSION;
  sig: string;
  /** Sorted, "\n"-joined. */
  keys: string;
  /** One line per key. */
  ids: string;
}

/** FNV-1a over the slugs, each ended by a line break, in base 36. */
export function fingerprint(slugs: readonly string[]): string {
  return fnv1a(slugs.map((slug) => `${slug}\n`).join("")).toString(36);
}

/**
 * A key is mostly the start of its word: "bakiminda" → "bakim" is written "5", "kitabi" →
 * "kitap" as "4p" (4 letters of the word, then "p"); "0" is no key.
 */
export function encodeKeys(words: readonly string[], keys: readonly string[]): string {
  return words
    .map((word, i) => {
      const key = keys[i] ?? "";
      let n = 0;
      while (n < key.length && key[n] === word[n]) n++;
      const rest = key.slice(n);
      // A rest starting with a digit could not be read back; such a key is left out.
      return /^\d/.test(rest) ? "0" : `${n}${rest}`;
    })
    .join(" ");
}

export function decodeKeys(words: readonly string[], line: string): string[] {
  const parts = line.split(" ");
  if (parts.length !== words.length) return words.map(() => "");
  return parts.map((part, i) => {
    let n = 0;
    let at = 0;
    for (let code = part.charCodeAt(0); code >= 48 && code <= 57; code = part.charCodeAt(++at))
      n = n * 10 + code - 48;
    return (words[i] ?? "").slice(0, n) + part.slice(at);
  });
}

export function encodeSlug(words: readonly string[], slug: string): string {
  const positions = slug.split("-").map((part) => words.indexOf(part));
  if (positions.some((p) => p < 0)) return slug;
  const encoded = `~${positions.map((p) => p.toString(36)).join(".")}`;
  return decodeSlug(words, encoded) === slug && encoded.length < slug.length ? encoded : slug;
}

export function decodeSlug(words: readonly string[], encoded: string): string {
  if (!encoded.startsWith("~")) return encoded;
  return encoded
    .slice(1)
    .split(".")
    .map((p) => words[Number.parseInt(p, 36)] ?? "")
    .join("-");
}

/** Base-36 gaps between ascending numbers: [3, 5, 40] → "3,2,z". */
export function encodeIds(ids: readonly number[]): string {
  let previous = 0;
  return ids
    .map((id) => {
      const gap = id - previous;
      previous = id;
      return gap.toString(36);
    })
    .join(",");
}

export function decodeIds(line: string): number[] {
  const ids: number[] = [];
  if (line === "") return ids;
  let id = 0;
  for (const gap of line.split(",")) {
    id += Number.parseInt(gap, 36);
    if (Number.isFinite(id)) ids.push(id);
  }
  return ids;
}

/**
 * decodeIds into a typed array, reading character codes: a split index's lists run to tens of
 * thousands of articles, and the browser reads them between two keystrokes.
 */
export function readIds(line: string): Int32Array {
  if (line === "") return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) === 44) count++;
  const ids = new Int32Array(count);
  let id = 0;
  let gap = 0;
  let n = 0;
  for (let i = 0; i <= line.length; i++) {
    const code = i < line.length ? line.charCodeAt(i) : 44;
    if (code === 44) {
      id += gap;
      ids[n++] = id;
      gap = 0;
    } else if (code >= 48 && code <= 57) gap = gap * 36 + code - 48;
    else if (code >= 97 && code <= 122) gap = gap * 36 + code - 87;
    else throw new Error(`search index: "${line.slice(0, 20)}" is not a list of articles`);
  }
  return ids;
}
