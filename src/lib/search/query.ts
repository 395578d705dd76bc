import type { SearchLanguage } from "./languages";
import type { QueryTerm } from "./term";
import { wordTokens } from "./words";

/**
 * Results appear only when the typed text is longer than 2 characters; in Korean from 2, a word
 * of two syllables (SearchLanguage.minQueryLength, docs/behaviour.md#search-rules).
 */
export const MIN_QUERY_LENGTH = 3;
/** The most articles the search box lists at once. */
export const MAX_RESULTS = 8;
/** The most categories and subcategories listed above the articles. */
export const MAX_CATEGORIES = 4;
/** Longer text is cut: nobody types more into a search box, and every keystroke stays cheap. */
export const MAX_QUERY_CHARS = 100;
/** Terms are bits of a byte in the ranking. */
const MAX_TERMS = 8;

export interface ParsedQuery {
  /** The language the query was read in: the index's. */
  language: SearchLanguage;
  /** The typed text split on spaces, folded: the all-words rule needs every one in the title. */
  words: string[];
  /** The words that name a topic (no stopwords), each with its stems. */
  terms: QueryTerm[];
}

/** Control characters are never typed; the title index uses one to join titles. */
const cut = (text: string) => text.slice(0, MAX_QUERY_CHARS).replace(/\p{Cc}/gu, " ");

/** Whether the typed text is long enough to search in the language. */
export function isSearchable(text: string, language: SearchLanguage): boolean {
  return cut(text).trim().length >= language.minQueryLength;
}

/** The query as search uses it; null when it is too short to search. */
export function parseQuery(text: string, language: SearchLanguage): ParsedQuery | null {
  if (!isSearchable(text, language)) return null;
  const typed = cut(text);
  const words = [...new Set(language.fold(typed).split(" ").filter(Boolean))];
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  for (const token of wordTokens(language.lower(typed.normalize("NFC")))) {
    const folded = language.fold(token);
    if (language.stopwords.has(folded) || seen.has(folded) || terms.length >= MAX_TERMS) continue;
    seen.add(folded);
    terms.push(language.queryTerm(token));
  }
  return { language, words, terms };
}

/** The same query with some terms replaced (a spelling correction). */
export function withTerms(query: ParsedQuery, replaced: ReadonlyMap<string, string>): ParsedQuery {
  return {
    language: query.language,
    words: query.words.map((w) => replaced.get(w) ?? w),
    terms: query.terms.map((t) => {
      const fix = replaced.get(t.folded);
      return fix ? query.language.queryTerm(fix) : t;
    }),
  };
}
