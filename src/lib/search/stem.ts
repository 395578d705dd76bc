import { stemmer } from "@orama/stemmers/turkish";
import { turkishFolding } from "./fold";
import type { QueryTerm } from "./term";
import { hardenFinal, MIN_STEM_LENGTH, softenedRoots, softenFinal, verbStems } from "./words";

const { fold } = turkishFolding;

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

const unique = (items: string[]) => [...new Set(items)];

/**
 * The typed word's stems, taken both from what was typed and from its folded form: a reader
 * types "saçlarımı" or "saclarimi", and the stemmer handles each differently.
 */
export function queryTerm(lowerWord: string): QueryTerm {
  const word = lowerWord.slice(0, MAX_WORD_LENGTH);
  const folded = fold(word);
  if (folded.length < MIN_STEM_LENGTH) return { kind: "word", folded, prefixes: [], keys: [] };
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
  const keys = unique([...starts, ...stems.map(hardenFinal), ...roots]);
  return { kind: "stem", folded, prefixes, keys };
}

/**
 * The key the index keeps for a title (or description) word. A 3-letter stem cut from a
 * longer word ("maşa" → "mas", "bakımı" → "bak") is too often the start of an unrelated word;
 * it counts only when it is the whole word ("saç", "göz").
 */
export function wordKey(lowerWord: string, folded: string): string {
  const key = stemKey(lowerWord);
  return key.length > MIN_STEM_LENGTH || key === hardenFinal(folded) ? key : "";
}
