import type { Language } from "@/lib/i18n/languages";
import type { INDEX_VERSION, TitleIndexFile } from "./index-file";
import type { SplitLayout } from "./split-layout";

/**
 * The files of a split index (./split-layout.ts). Each carries the fingerprint of the article
 * list (`sig`): a file from another build is refused. Article positions are those of the whole
 * index (newest first); id lists are base-36 gaps (encodeIds), one line per entry.
 */

/** /search-index.json of a split index: what the box needs before the first keystroke. */
export interface SplitBaseFile {
  v: typeof INDEX_VERSION;
  lang: Language;
  sig: string;
  /** Number of articles. */
  count: number;
  categories: TitleIndexFile["categories"];
  split: SplitLayout;
}

/** Whether a fetched /search-index.json is the first file of a split index. */
export function isSplitBase(file: unknown): file is Partial<SplitBaseFile> {
  return file !== null && typeof file === "object" && "split" in file;
}

interface PartFile {
  v: typeof INDEX_VERSION;
  sig: string;
}

/**
 * Pieces of folded titles (split on spaces), sorted, each with the stem keys of its words
 * (encodeKeys) and the articles it is in. A piece is written once per distinct key line.
 */
export interface TitlePartFile extends PartFile {
  pieces: string;
  keys: string;
  ids: string;
}

/** Strings shorter than the layout's gram, sorted, and three article lists for each. */
export interface ShortPartFile extends PartFile {
  strings: string;
  /** Articles whose folded title contains the string. */
  inside: string;
  /** Articles with a title word that starts with it. */
  starts: string;
  /** Articles with it as a title word. */
  words: string;
}

/** Articles `first` … `first + n - 1`, in the whole title index's columns. */
export interface RecordPartFile extends PartFile {
  first: number;
  titles: string;
  slugs: string;
  places: string;
  keys: string;
}

/** The articles filed under one category. */
export interface CategoryPartFile extends PartFile {
  ids: string;
}

/** Title words, sorted, and the number of articles each is in (base 36, `,`-separated). */
export interface WordPartFile extends PartFile {
  words: string;
  counts: string;
}

/** Deep files are DeepIndexFile (./index-file.ts) holding the keys of their bucket. */
