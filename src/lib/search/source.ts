import type { IndexedArticle, IndexedCategory } from "./engine";
import type { SearchLanguage } from "./languages";
import type { QueryTerm } from "./term";

/**
 * Files a search needed and did not have. Without a required one the answer is not known yet
 * (a title file of a typed word, the records of a listed article); an optional one may add
 * lower-ranked results (descriptions and headings, a category's articles, spelling fixes).
 */
export class Needs {
  readonly required = new Set<string>();
  readonly optional = new Set<string>();
}

/** Per-article work space of the ranking, kept zeroed between keystrokes. */
export interface Scratch {
  tier1: Uint8Array;
  inTitle: Uint8Array;
  named: Uint8Array;
  anywhere: Uint8Array;
}

export function scratchFor(count: number): Scratch {
  return {
    tier1: new Uint8Array(count),
    inTitle: new Uint8Array(count),
    named: new Uint8Array(count),
    anywhere: new Uint8Array(count),
  };
}

/**
 * What search reads: the whole index (./whole-source.ts) or the files of a split one that have
 * arrived (./split-source.ts). Lists may repeat an article. A method that lacks a file adds it
 * to `needs` and answers from what it has.
 */
export interface SearchSource {
  readonly sig: string;
  /** The site's language, as the build wrote it: queries are read in it. */
  readonly language: SearchLanguage;
  readonly categories: readonly IndexedCategory[];
  readonly scratch: Scratch;
  /**
   * The all-words rule (docs/behaviour.md#search-rules): each article whose folded title
   * contains every word, with how many of the words start one of its words.
   */
  allWords(
    words: readonly string[],
    needs: Needs,
    found: (id: number, starts: number) => void,
  ): void;
  /** Articles with a title word that matches the term (see termMatchesWord). */
  titleIds(term: QueryTerm, needs: Needs): ArrayLike<number>[];
  /** Articles filed under a category. */
  categoryIds(category: number, needs: Needs): ArrayLike<number>;
  /** Articles whose description or headings have a word matching the term. */
  deepIds(term: QueryTerm, needs: Needs): ArrayLike<number>[];
  /** Title words starting with `first` (one UTF-16 unit), sorted, with the number of articles each is in. */
  eachWord(first: string, needs: Needs, visit: (word: string, articles: number) => void): void;
  /** What a result shows of an article; undefined until its file has arrived. */
  article(id: number, needs?: Needs): IndexedArticle | undefined;
  /**
   * The same index with one more file read (`null`: the file could not be had; an optional
   * one then counts as empty). Throws when the file is not one of this index's.
   */
  with(path: string, file: unknown): SearchSource;
}
