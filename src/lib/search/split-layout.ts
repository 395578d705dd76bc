import { paths } from "@/lib/paths";
import { fnv1a } from "@/lib/text/hash";

/**
 * How a large archive's index is split into files the browser fetches as the reader types
 * (docs/behaviour.md#search-rules). The build writes the layout into the first file; the
 * browser reads it from there, so both sides pick the same file for a word.
 *
 * - "t" title files: each distinct space-separated piece of a folded title (with its words'
 *   stem keys and the articles it is in), in the file of every `gram` characters it contains.
 *   A typed word is inside a title only if it is inside one of its pieces, so the file of the
 *   word's first characters holds every piece it can be inside, and every word it can start.
 * - "s" short files: for typed words shorter than `gram`, the articles whose title contains
 *   each such string, has a word starting with it, or has it as a word.
 * - "r" record files: what a result shows (title, slug, category, keys), `block` articles each.
 * - "c" category files: the articles filed under one category.
 * - "v" word files: title words by their first character, with how many articles have each
 *   (spelling corrections).
 * - "d" deep files: stem keys of descriptions and headings, in the file of their first `gram`
 *   characters (of every `gram` characters where words are matched inside, as in Korean).
 */
export interface SplitLayout {
  /** How many characters of a word pick its title or deep file. */
  gram: number;
  /** Number of title, short, deep and word files. */
  titles: number;
  shorts: number;
  deep: number;
  words: number;
  /** Articles per record file. */
  block: number;
}

export type PartKind = "t" | "s" | "d" | "r" | "c" | "v";

/** The site path of one file of a split index. */
export function partPath(kind: PartKind, n: number): string {
  return `${paths.searchParts}/${kind}/${n}.json`;
}

/** Which of `count` files holds a string: the same on every machine (FNV-1a over UTF-16 units). */
export function bucketOf(text: string, count: number): number {
  return fnv1a(text) % count;
}

/** The characters of a folded word that pick its file. */
export function gramOf(word: string, layout: SplitLayout): string {
  return word.slice(0, layout.gram);
}

/** Articles per title file, on average: small enough that one file stays a few kilobytes. */
const ARTICLES_PER_TITLE_FILE = 100;
const ARTICLES_PER_RECORD_FILE = 64;

const powerOfTwoAtLeast = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(1, n)));

/**
 * The layout for an archive of `count` articles whose words are matched from `gram`
 * characters. File counts grow with the archive, so each file's size stays about the same.
 */
export function layoutFor(count: number, gram: number): SplitLayout {
  const titles = powerOfTwoAtLeast(count / ARTICLES_PER_TITLE_FILE);
  return {
    gram,
    titles,
    shorts: Math.max(1, titles / 4),
    deep: titles,
    words: Math.min(64, titles),
    block: ARTICLES_PER_RECORD_FILE,
  };
}
