import { fold } from "./fold";
import {
  type DeepIndexFile,
  decodeIds,
  decodeKeys,
  decodeSlug,
  INDEX_VERSION,
  type TitleIndexFile,
} from "./index-file";
import type { QueryTerm } from "./stem";
import { MIN_STEM_LENGTH, wordTokens } from "./words";

/** One article as the browser holds it after reading the title index. */
export interface IndexedArticle {
  title: string;
  slug: string;
  folded: string;
  words: string[];
  keys: string[];
  /** Category positions; the first is the label shown under the title. */
  places: number[];
}

export interface IndexedCategory {
  title: string;
  path: string;
  folded: string;
  words: string[];
  keys: string[];
  parent: number;
}

/** The title index, read once: articles newest first, plus word and stem lookups. */
export interface TitleIndex {
  sig: string;
  articles: IndexedArticle[];
  categories: IndexedCategory[];
  /** Distinct title words, sorted, and the articles each occurs in. */
  vocabulary: string[];
  vocabularyIds: number[][];
  keyIds: Map<string, number[]>;
  /** Articles filed under each category. */
  categoryIds: number[][];
}

export interface DeepIndex {
  sig: string;
  keys: string[];
  lines: string[];
  decoded: Map<number, number[]>;
}

function fail(what: string): never {
  throw new Error(`search index: ${what}`);
}

const lines = (text: unknown, field: string): string[] =>
  typeof text === "string" ? text.split("\n") : fail(`${field} is not text`);

/** Reads the fetched title index; throws a clear error when it is not one this code can read. */
export function readTitleIndex(file: unknown): TitleIndex {
  const data = file as Partial<TitleIndexFile> | null;
  if (!data || data.v !== INDEX_VERSION) fail(`version ${String(data?.v)} is not ${INDEX_VERSION}`);
  const titles = data.titles === "" ? [] : lines(data.titles, "titles");
  const columns = (["slugs", "places", "keys"] as const).map((f) =>
    titles.length === 0 ? [] : lines(data[f], f),
  );
  const [slugs = [], places = [], keys = []] = columns;
  if (columns.some((c) => c.length !== titles.length)) fail("columns differ in length");
  if (!Array.isArray(data.categories)) fail("categories are missing");

  const categories = data.categories.map((c): IndexedCategory => {
    const folded = fold(String(c.t));
    const words = wordTokens(folded);
    return {
      title: String(c.t),
      path: String(c.p),
      folded,
      words,
      keys: decodeKeys(words, String(c.k)),
      parent: Number(c.u),
    };
  });
  const byWord = new Map<string, number[]>();
  const keyIds = new Map<string, number[]>();
  const categoryIds = categories.map((): number[] => []);
  const add = (map: Map<string, number[]>, key: string, id: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [id]);
    else if (list.at(-1) !== id) list.push(id);
  };
  const articles = titles.map((title, id): IndexedArticle => {
    const folded = fold(title);
    const words = wordTokens(folded);
    const wordKeys = decodeKeys(words, keys[id] ?? "");
    words.forEach((word, i) => {
      add(byWord, word, id);
      const key = wordKeys[i];
      if (key && key.length >= MIN_STEM_LENGTH) add(keyIds, key, id);
    });
    const at = (places[id] ?? "")
      .split(".")
      .filter(Boolean)
      .map((p) => Number.parseInt(p, 36));
    for (const p of at) categoryIds[p]?.push(id);
    return {
      title,
      slug: decodeSlug(words, slugs[id] ?? ""),
      folded,
      words,
      keys: wordKeys,
      places: at,
    };
  });
  const vocabulary = [...byWord.keys()].sort();
  return {
    sig: String(data.sig),
    articles,
    categories,
    vocabulary,
    vocabularyIds: vocabulary.map((w) => byWord.get(w) ?? []),
    keyIds,
    categoryIds,
  };
}

export function readDeepIndex(file: unknown): DeepIndex {
  const data = file as Partial<DeepIndexFile> | null;
  if (!data || data.v !== INDEX_VERSION)
    fail(`deep version ${String(data?.v)} is not ${INDEX_VERSION}`);
  const keys = data.keys === "" ? [] : lines(data.keys, "keys");
  const ids = keys.length === 0 ? [] : lines(data.ids, "ids");
  if (ids.length !== keys.length) fail("deep keys and ids differ in length");
  return { sig: String(data.sig), keys, lines: ids, decoded: new Map() };
}

/** First position in a sorted list whose item is not below `item`. */
export function lowerBound(sorted: readonly string[], item: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? "") < item) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Positions of the sorted items that start with `prefix` (all of them equal to it when `exact`). */
function* range(sorted: readonly string[], prefix: string, exact = false): Generator<number> {
  for (let i = lowerBound(sorted, prefix); i < sorted.length; i++) {
    const item = sorted[i] ?? "";
    if (exact ? item !== prefix : !item.startsWith(prefix)) return;
    yield i;
  }
}

/** Articles with a title word that matches the term (see termMatchesWord); may repeat an id. */
export function titleIds(index: TitleIndex, term: QueryTerm): number[][] {
  const found: number[][] = [];
  if (term.folded.length < MIN_STEM_LENGTH) {
    for (const i of range(index.vocabulary, term.folded, true))
      found.push(index.vocabularyIds[i] ?? []);
    return found;
  }
  for (const prefix of term.prefixes)
    for (const i of range(index.vocabulary, prefix)) found.push(index.vocabularyIds[i] ?? []);
  for (const key of term.keys) {
    const ids = index.keyIds.get(key);
    if (ids) found.push(ids);
  }
  return found;
}

function deepPosting(deep: DeepIndex, i: number): number[] {
  let ids = deep.decoded.get(i);
  if (!ids) {
    ids = decodeIds(deep.lines[i] ?? "");
    deep.decoded.set(i, ids);
  }
  return ids;
}

/** Articles whose description or headings have a word matching the term; may repeat an id. */
export function deepIds(deep: DeepIndex, term: QueryTerm): number[][] {
  const found: number[][] = [];
  if (term.folded.length < MIN_STEM_LENGTH) return found;
  for (const prefix of term.prefixes)
    for (const i of range(deep.keys, prefix)) found.push(deepPosting(deep, i));
  for (const key of term.keys)
    for (const i of range(deep.keys, key, true)) found.push(deepPosting(deep, i));
  return found;
}
