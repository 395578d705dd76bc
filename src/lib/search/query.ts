import { turkishLowerCase } from "@/lib/text/turkish";
import { fold } from "./fold";
import { type QueryTerm, queryTerm } from "./stem";
import { STOPWORDS, wordTokens } from "./words";

/** Results appear only when the typed text is longer than 2 characters (docs/behaviour.md#search-rules). */
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
  /** The typed text split on spaces, folded: the all-words rule needs every one in the title. */
  words: string[];
  /** The words that name a topic (no stopwords), each with its stems. */
  terms: QueryTerm[];
}

/** The query as search uses it; null when it is too short to search (2 characters or fewer). */
export function parseQuery(text: string): ParsedQuery | null {
  // Control characters are never typed; the title index uses one to join titles.
  const cut = text.slice(0, MAX_QUERY_CHARS).replace(/\p{Cc}/gu, " ");
  if (cut.trim().length < MIN_QUERY_LENGTH) return null;
  const words = [...new Set(fold(cut).split(" ").filter(Boolean))];
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  for (const token of wordTokens(turkishLowerCase(cut.normalize("NFC")))) {
    const folded = fold(token);
    if (STOPWORDS.has(folded) || seen.has(folded) || terms.length >= MAX_TERMS) continue;
    seen.add(folded);
    terms.push(queryTerm(token));
  }
  return { words, terms };
}

/** The same query with some terms replaced (a spelling correction). */
export function withTerms(query: ParsedQuery, replaced: ReadonlyMap<string, string>): ParsedQuery {
  return {
    words: query.words.map((w) => replaced.get(w) ?? w),
    terms: query.terms.map((t) => {
      const fix = replaced.get(t.folded);
      return fix ? queryTerm(fix) : t;
    }),
  };
}
