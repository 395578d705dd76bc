import { foldTurkish } from "@/lib/text/turkish";

/** Results appear only when the typed text is longer than 2 characters (SPEC sections 4, 5, 9). */
export const MIN_QUERY_LENGTH = 3;
/** The most results the search box lists at once. */
export const MAX_RESULTS = 8;

export interface SearchEntry {
  title: string;
  slug: string;
  /** Title of the article's category, shown under the result. */
  category: string | null;
}

export interface PreparedEntry extends SearchEntry {
  folded: string;
}

export function prepareEntries(entries: readonly SearchEntry[]): PreparedEntry[] {
  return entries.map((entry) => ({ ...entry, folded: foldTurkish(entry.title) }));
}

/** The query's words, folded; empty when the query is too short to search. */
export function queryWords(text: string): string[] {
  if (text.trim().length < MIN_QUERY_LENGTH) return [];
  return foldTurkish(text).split(" ").filter(Boolean);
}

/**
 * Titles containing every word of the query, in any order, ignoring case (Turkish rules)
 * and diacritics. Titles where the words appear as word starts come first.
 */
export function searchTitles(
  entries: readonly PreparedEntry[],
  text: string,
  limit = MAX_RESULTS,
): PreparedEntry[] {
  const words = queryWords(text);
  if (words.length === 0) return [];
  const matches = entries.filter((entry) => words.every((word) => entry.folded.includes(word)));
  const score = (entry: PreparedEntry) =>
    words.filter((word) => entry.folded.startsWith(word) || entry.folded.includes(` ${word}`))
      .length;
  return matches
    .map((entry, order) => ({ entry, order, score: score(entry) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ entry }) => entry);
}
