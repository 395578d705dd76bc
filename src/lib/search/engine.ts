import {
  type DeepIndexFile,
  decodeIds,
  decodeKeys,
  decodeSlug,
  INDEX_VERSION,
  type TitleIndexFile,
} from "./index-file";
import { isLanguage, type SearchLanguage, searchLanguage } from "./languages";
import { type Scratch, scratchFor } from "./source";
import type { QueryTerm } from "./term";
import { MIN_STEM_LENGTH, wordTokens } from "./words";

/**
 * One article as the browser holds it. Only what every keystroke needs is kept as it is; the
 * rest stays in its compact form until the article is shown (10,000 articles arrive at once).
 */
export class IndexedArticle {
  constructor(
    readonly title: string,
    /** The folded title, a part of TitleIndex.folded. */
    readonly folded: string,
    private readonly slugCode: string,
    private readonly keyCode: string,
    private readonly placeCode: string,
  ) {}

  get words(): string[] {
    return wordTokens(this.folded);
  }

  /** Stem keys of the title's words. */
  get keys(): string[] {
    return decodeKeys(this.words, this.keyCode);
  }

  /** Category positions; the first is the label shown under the title. */
  get places(): number[] {
    return readPlaces(this.placeCode);
  }

  get slug(): string {
    return decodeSlug(this.words, this.slugCode);
  }
}

function readPlaces(code: string): number[] {
  return code === "" ? [] : code.split(".").map((p) => Number.parseInt(p, 36));
}

/** Between folded titles in TitleIndex.folded: kept by folding, never typed (queries drop it). */
export const TITLE_SEPARATOR = "\u0001";

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
  /** The site's language, as the build wrote it: queries are read in it. */
  language: SearchLanguage;
  articles: IndexedArticle[];
  /** Every folded title, joined by TITLE_SEPARATOR, and where each starts: one string to scan. */
  folded: string;
  starts: Int32Array;
  categories: IndexedCategory[];
  /** Distinct title words, sorted, and the articles each occurs in. */
  vocabulary: string[];
  vocabularyIds: number[][];
  keyIds: Map<string, number[]>;
  /** Articles filed under each category. */
  categoryIds: number[][];
  /** The ranking's work space, and the last all-words matches. */
  scratch: Scratch & { lastAllWords?: { words: string[]; ids: number[] } };
}

export interface DeepIndex {
  sig: string;
  keys: string[];
  lines: string[];
  decoded: Map<number, number[]>;
}

export function fail(what: string): never {
  throw new Error(`search index: ${what}`);
}

export const lines = (text: unknown, field: string): string[] =>
  typeof text === "string" ? text.split("\n") : fail(`${field} is not text`);

/** The language of a fetched first file; builds that wrote none searched Turkish only. */
export function languageOf(data: { lang?: unknown }): SearchLanguage {
  const lang = data.lang ?? "tr";
  if (!isLanguage(lang)) fail(`language ${JSON.stringify(lang)} is not one search can read`);
  return searchLanguage(lang);
}

/** Categories as a first file lists them, read for matching. */
export function readCategories(items: unknown, language: SearchLanguage): IndexedCategory[] {
  if (!Array.isArray(items)) fail("categories are missing");
  return items.map((item): IndexedCategory => {
    const c: Partial<TitleIndexFile["categories"][number]> = item ?? {};
    const folded = language.fold(String(c.t ?? ""));
    const words = wordTokens(folded);
    return {
      title: String(c.t ?? ""),
      path: String(c.p ?? ""),
      folded,
      words,
      keys: decodeKeys(words, String(c.k ?? "")),
      parent: Number(c.u ?? -1),
    };
  });
}

/** Reads the fetched title index; throws a clear error when it is not one this code can read. */
export function readTitleIndex(file: unknown): TitleIndex {
  const data = file as Partial<TitleIndexFile> | null;
  if (!data || data.v !== INDEX_VERSION) fail(`version ${String(data?.v)} is not ${INDEX_VERSION}`);
  const language = languageOf(data);
  const { fold } = language;
  const titles = data.titles === "" ? [] : lines(data.titles, "titles");
  const columns = (["slugs", "places", "keys"] as const).map((f) =>
    titles.length === 0 ? [] : lines(data[f], f),
  );
  const [slugs = [], places = [], keys = []] = columns;
  if (columns.some((c) => c.length !== titles.length)) fail("columns differ in length");
  const categories = readCategories(data.categories, language);
  const byWord = new Map<string, number[]>();
  const keyIds = new Map<string, number[]>();
  const categoryIds = categories.map((): number[] => []);
  const add = (map: Map<string, number[]>, key: string, id: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [id]);
    else if (list.at(-1) !== id) list.push(id);
  };
  // One fold over all titles makes one string: no per-title garbage to collect.
  const all = fold(titles.join(TITLE_SEPARATOR));
  // starts[id] is where title id begins in `all`; starts[count] is one past the end.
  const starts = new Int32Array(titles.length + 1);
  let at = 0;
  for (let id = 1; id < titles.length; id++) {
    at = all.indexOf(TITLE_SEPARATOR, at) + 1;
    if (at === 0) fail("a title holds a control character");
    starts[id] = at;
  }
  starts[titles.length] = all.length + 1;
  if (titles.length > 0 && all.indexOf(TITLE_SEPARATOR, at) >= 0)
    fail("a title holds a control character");

  const articles = titles.map((title, id): IndexedArticle => {
    const folded = all.slice(starts[id], (starts[id + 1] ?? 0) - 1);
    const words = wordTokens(folded);
    const wordKeys = decodeKeys(words, keys[id] ?? "");
    for (let i = 0; i < words.length; i++) {
      add(byWord, words[i] as string, id);
      const key = wordKeys[i];
      if (key && key.length >= MIN_STEM_LENGTH) add(keyIds, key, id);
    }
    for (const p of readPlaces(places[id] ?? "")) categoryIds[p]?.push(id);
    return new IndexedArticle(title, folded, slugs[id] ?? "", keys[id] ?? "", places[id] ?? "");
  });
  const vocabulary = [...byWord.keys()].sort();
  return {
    sig: String(data.sig),
    language,
    articles,
    folded: all,
    starts,
    categories,
    vocabulary,
    vocabularyIds: vocabulary.map((w) => byWord.get(w) ?? []),
    keyIds,
    categoryIds,
    scratch: scratchFor(articles.length),
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

/**
 * Positions of the items that contain `part`: every item is read, where a prefix needs only a
 * range. Only Korean words are matched this way, and a sister site's vocabulary is small.
 */
function* inside(items: readonly string[], part: string): Generator<number> {
  for (let i = 0; i < items.length; i++) if ((items[i] ?? "").includes(part)) yield i;
}

/** Articles with a title word that matches the term (see termMatchesWord); may repeat an id. */
export function titleIds(index: TitleIndex, term: QueryTerm): number[][] {
  const found: number[][] = [];
  if (term.kind === "word") {
    for (const i of range(index.vocabulary, term.folded, true))
      found.push(index.vocabularyIds[i] ?? []);
    return found;
  }
  if (term.kind === "inside") {
    for (const i of inside(index.vocabulary, term.folded)) found.push(index.vocabularyIds[i] ?? []);
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

/**
 * Articles whose description or headings have a word matching the term; may repeat an id.
 * `deepFor` gives the deep index that holds the keys a typed string can match (the whole one,
 * or one file of a split index); undefined when it has not arrived.
 */
export function deepIds(
  term: QueryTerm,
  deepFor: (text: string) => DeepIndex | undefined,
): number[][] {
  const found: number[][] = [];
  const add = (text: string, positions: (deep: DeepIndex) => Iterable<number>) => {
    const deep = deepFor(text);
    if (deep) for (const i of positions(deep)) found.push(deepPosting(deep, i));
  };
  if (term.kind === "word") return found;
  if (term.kind === "inside") {
    add(term.folded, (deep) => inside(deep.keys, term.folded));
    return found;
  }
  for (const prefix of term.prefixes) add(prefix, (deep) => range(deep.keys, prefix));
  for (const key of term.keys) add(key, (deep) => range(deep.keys, key, true));
  return found;
}
