import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as russianStemmer } from "@orama/stemmers/russian";
import { LANGUAGES, type Language } from "@/lib/i18n/languages";
import { turkishLowerCase } from "@/lib/text/turkish";
import { type Folding, letterFolding, turkishFolding } from "./fold";
import { MIN_QUERY_LENGTH } from "./query";
import { MAX_WORD_LENGTH, queryTerm as turkishQueryTerm, wordKey as turkishWordKey } from "./stem";
import {
  ENGLISH_STOPWORDS,
  KOREAN_STOPWORDS,
  RUSSIAN_STOPWORDS,
  TURKISH_STOPWORDS,
} from "./stopwords";
import type { QueryTerm } from "./term";
import { MIN_STEM_LENGTH } from "./words";

/**
 * How search reads one language (docs/behaviour.md#search-rules): its case and accent folding,
 * its stems, its stop words and its shortest query. The build writes the site's language into
 * the title index; the browser takes this from it, so both sides read words the same way.
 */
export interface SearchLanguage extends Folding {
  code: Language;
  /** The fewest characters a query needs before it is searched. */
  minQueryLength: number;
  /** Shorter words match only as themselves (a typed word) and are not kept in the deep index. */
  minWordLength: number;
  /** Lower case by the language's rules: the form its stemmer reads. */
  lower(text: string): string;
  stopwords: ReadonlySet<string>;
  /** The stem key the index keeps for a word ("" for none), from its lower-cased and folded forms. */
  wordKey(lowerWord: string, folded: string): string;
  /** What a typed (lower-cased) word is compared with. */
  queryTerm(lowerWord: string): QueryTerm;
  /** Typed words match inside words ("inside" terms), not only at their start. */
  matchesInside: boolean;
}

const turkish: SearchLanguage = {
  code: "tr",
  ...turkishFolding,
  minQueryLength: MIN_QUERY_LENGTH,
  minWordLength: MIN_STEM_LENGTH,
  lower: turkishLowerCase,
  stopwords: TURKISH_STOPWORDS,
  wordKey: turkishWordKey,
  queryTerm: turkishQueryTerm,
  matchesInside: false,
};

/**
 * A language with a Snowball stemmer from `@orama/stemmers`, which reads lower-case words
 * without accents (the Russian one also folds ё itself). Keys are stems of the folded word, so
 * "cafe" and "café", "елка" and "ёлка" get one key.
 */
function snowball(
  code: Language,
  stemmer: (word: string) => string,
  stopwords: ReadonlySet<string>,
): SearchLanguage {
  const stems = new Map<string, string>();
  const stemOf = (folded: string): string => {
    if (folded.length > MAX_WORD_LENGTH) return "";
    let stem = stems.get(folded);
    if (stem === undefined) {
      if (stems.size > 100_000) stems.clear();
      stem = stemmer(folded);
      stems.set(folded, stem);
    }
    return stem;
  };
  const keyOf = (folded: string): string => {
    const stem = stemOf(folded);
    // As for Turkish: a 3-letter stem cut from a longer word is too often another word's start.
    return stem.length > MIN_STEM_LENGTH || stem === folded ? stem : "";
  };
  return {
    code,
    ...letterFolding,
    minQueryLength: MIN_QUERY_LENGTH,
    minWordLength: MIN_STEM_LENGTH,
    lower: (text) => text.toLocaleLowerCase(code),
    stopwords,
    wordKey: (_lower, folded) => keyOf(folded),
    queryTerm(lowerWord) {
      const folded = letterFolding.fold(lowerWord.slice(0, MAX_WORD_LENGTH));
      if (folded.length < MIN_STEM_LENGTH) return { kind: "word", folded, prefixes: [], keys: [] };
      const stem = stemOf(folded);
      // The stem as a start finds the word's other forms even where their stems differ
      // ("кож" of "кожи" starts "кожа"); the key finds forms that do not start with it
      // ("applying" → "appli", the key of "apply").
      const prefixes = [...new Set([folded, stem])].filter((p) => p.length >= MIN_STEM_LENGTH);
      const key = keyOf(folded);
      return { kind: "stem", folded, prefixes, keys: key ? [key] : [] };
    },
    matchesInside: false,
  };
}

/**
 * Korean: no stemmer. Words are written with their particles attached ("선크림을"), and a
 * two-syllable word ("크림", cream) is already a word: a typed word of two or more syllables
 * matches any word that contains it, and a query of two characters is searched.
 */
const korean: SearchLanguage = {
  code: "ko",
  ...letterFolding,
  minQueryLength: 2,
  minWordLength: 2,
  lower: (text) => text.toLocaleLowerCase("ko"),
  stopwords: KOREAN_STOPWORDS,
  wordKey: () => "",
  queryTerm(lowerWord) {
    const folded = letterFolding.fold(lowerWord.slice(0, MAX_WORD_LENGTH));
    return { kind: folded.length < 2 ? "word" : "inside", folded, prefixes: [], keys: [] };
  },
  matchesInside: true,
};

const SEARCH_LANGUAGES: Readonly<Record<Language, SearchLanguage>> = {
  tr: turkish,
  en: snowball("en", englishStemmer, ENGLISH_STOPWORDS),
  ru: snowball("ru", russianStemmer, RUSSIAN_STOPWORDS),
  ko: korean,
};

export function searchLanguage(code: Language): SearchLanguage {
  return SEARCH_LANGUAGES[code];
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
