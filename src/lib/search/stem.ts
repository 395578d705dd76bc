import { stemmer } from "@orama/stemmers/turkish";
import { fold } from "./fold";
import { hardenFinal, MIN_STEM_LENGTH, softenedRoots, softenFinal, verbStems } from "./words";

/** Longer words are not Turkish words a reader types; the stemmer never sees them. */
export const MAX_WORD_LENGTH = 40;

/**
 * A word's stem key: Snowball Turkish stem of the lower-cased word (Turkish letters kept, the
 * stemmer needs them for vowel harmony), then folded, final consonant hardened. "Bakımında",
 * "bakımı" and "bakım" meet; so do "kitabı" and "kitap". Empty for words too short to stem.
 */
export function stemKey(lowerWord: string): string {
  const key = hardenFinal(foldedStem(lowerWord));
  return key.length >= MIN_STEM_LENGTH ? key : "";
}

// The build stems the same words over and over (a title's words recur across 10,000 articles).
const stems = new Map<string, string>();

function foldedStem(lowerWord: string): string {
  if (lowerWord.length > MAX_WORD_LENGTH) return "";
  let stem = stems.get(lowerWord);
  if (stem === undefined) {
    if (stems.size > 100_000) stems.clear();
    stem = fold(stemmer(lowerWord));
    stems.set(lowerWord, stem);
  }
  return stem;
}

/** What one typed word is compared with. */
export interface QueryTerm {
  /** The typed word, folded. */
  folded: string;
  /** A title word starting with one of these matches (the word, its stems, soft forms). */
  prefixes: string[];
  /** A title word whose stem key is one of these matches. */
  keys: string[];
}

const unique = (items: string[]) => [...new Set(items)];

/**
 * The typed word's stems, taken both from what was typed and from its folded form: a reader
 * types "saçlarımı" or "saclarimi", and the stemmer handles each differently.
 */
export function queryTerm(lowerWord: string): QueryTerm {
  const word = lowerWord.slice(0, MAX_WORD_LENGTH);
  const folded = fold(word);
  if (folded.length < MIN_STEM_LENGTH) return { folded, prefixes: [], keys: [] };
  const stems = unique([foldedStem(word), foldedStem(folded)]).filter(
    (s) => s.length >= MIN_STEM_LENGTH,
  );
  const roots = softenedRoots(folded);
  // Soft forms of very short stems ("bak" → "bag") would match unrelated words.
  const soft = [...stems, ...roots].map(softenFinal).filter((s) => s.length > MIN_STEM_LENGTH);
  const prefixes = unique([folded, ...stems, ...roots, ...soft, ...verbStems(folded)]);
  // A title word whose stem is a start of the typed word: "makyaj" for "makyajı" typed as
  // "makyaji", which the stemmer cannot strip without Turkish letters.
  const starts: string[] = [];
  for (let n = MIN_STEM_LENGTH; n <= folded.length; n++)
    starts.push(hardenFinal(folded.slice(0, n)));
  return { folded, prefixes, keys: unique([...starts, ...stems.map(hardenFinal), ...roots]) };
}

/** Whether a title (or name) word, with its stem key, matches a typed word. */
export function termMatchesWord(term: QueryTerm, word: string, key: string): boolean {
  if (term.folded.length < MIN_STEM_LENGTH) return word === term.folded;
  return term.prefixes.some((p) => word.startsWith(p)) || (key !== "" && term.keys.includes(key));
}
