/**
 * What one typed word is compared with, in every language: made by the language
 * (./languages.ts), read by the matcher (./engine.ts, ./search.ts, ./highlight.ts).
 */
export interface QueryTerm {
  /**
   * "word": too short to stem, it matches only a title word equal to it; "stem": it matches a
   * word starting with one of its prefixes or having one of its keys; "inside": it matches a
   * word that contains it anywhere (Korean, docs/behaviour.md#search-rules).
   */
  kind: "word" | "stem" | "inside";
  /** The typed word, folded. */
  folded: string;
  /** A title word starting with one of these matches (the word, its stems, soft forms). */
  prefixes: string[];
  /** A title word whose stem key is one of these matches. */
  keys: string[];
}

/** Whether a title (or name) word, with its stem key, matches a typed word. */
export function termMatchesWord(term: QueryTerm, word: string, key: string): boolean {
  if (term.kind === "word") return word === term.folded;
  if (term.kind === "inside") return word.includes(term.folded);
  return term.prefixes.some((p) => word.startsWith(p)) || (key !== "" && term.keys.includes(key));
}
