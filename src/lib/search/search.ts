import { type DeepIndex, deepIds, type TitleIndex, titleIds } from "./engine";
import { MAX_CATEGORIES, MAX_RESULTS, type ParsedQuery, parseQuery, withTerms } from "./query";
import { type ArticleHit, TopHits } from "./rank";
import { corrections } from "./spelling";
import { termMatchesWord } from "./term";
import { atWordStart } from "./words";

export type { ArticleHit } from "./rank";

export interface SearchOutcome {
  query: ParsedQuery;
  articles: ArticleHit[];
  /** Categories and subcategories whose names match every topic word. */
  categories: number[];
  /** Titles gave fewer than 3 results: the deep index is wanted (and used once it is there). */
  needsDeep: boolean;
  /** Nothing matched as typed; these results are for a spelling one letter away. */
  corrected: boolean;
}

/** Fewer all-words and title-stem results than this: the descriptions and headings are searched. */
export const DEEP_THRESHOLD = 3;

/** Ranks every article for the typed text, read in the index's language; null when the text is too short to search. */
export function search(
  index: TitleIndex,
  deep: DeepIndex | null,
  text: string,
  limit = MAX_RESULTS,
): SearchOutcome | null {
  const query = parseQuery(text, index.language);
  if (!query) return null;
  const outcome = run(index, deep, query, limit);
  if (outcome.articles.length > 0 || outcome.categories.length > 0) return outcome;
  const fixes = corrections(index, query);
  if (fixes.size === 0) return outcome;
  const fixed = run(index, deep, withTerms(query, fixes), limit);
  return fixed.articles.length > 0 || fixed.categories.length > 0
    ? { ...fixed, corrected: true }
    : outcome;
}

function bits(n: number): number {
  let count = 0;
  for (let v = n; v > 0; v &= v - 1) count++;
  return count;
}

/** First position whose value is above `value`, in an ascending list. */
function upperBound(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? 0) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Articles whose title contains every word (the all-words rule, docs/behaviour.md#search-rules).
 * While the reader types on, each word of the last query is inside a word of this one, so only
 * its matches can still match:
 * those are checked. Otherwise the longest word is found in all titles at once (one string,
 * one indexOf per hit) and the other words are checked on those titles.
 */
function allWordsMatches(index: TitleIndex, words: readonly string[], found: (id: number) => void) {
  const [first, ...rest] = [...words].sort((a, b) => b.length - a.length);
  if (first === undefined) return;
  const { folded, starts, articles, scratch } = index;
  const last = scratch.lastAllWords;
  const matches: number[] = [];
  if (last?.words.every((old) => words.some((w) => w.includes(old)))) {
    for (const id of last.ids) {
      const title = articles[id]?.folded ?? "";
      if (words.every((w) => title.includes(w))) matches.push(id);
    }
  } else {
    for (let at = folded.indexOf(first); at >= 0; ) {
      const id = upperBound(starts, at) - 1;
      const title = articles[id]?.folded ?? "";
      if (rest.every((w) => title.includes(w))) matches.push(id);
      at = folded.indexOf(first, starts[id + 1] ?? folded.length);
    }
  }
  scratch.lastAllWords = { words: [...words], ids: matches };
  for (const id of matches) found(id);
}

function run(
  index: TitleIndex,
  deep: DeepIndex | null,
  query: ParsedQuery,
  limit: number,
): SearchOutcome {
  // Per article: an all-words match; bit t set when term t matches its title, its title or a
  // category's name, anything (the description and headings too). Arrays of the index,
  // cleared after each keystroke: nothing the size of the index is allocated per keystroke.
  const { tier1, inTitle, named, anywhere } = index.scratch;
  const tier1Ids: number[] = [];
  const touched: number[] = [];
  try {
    return rank(index, deep, query, limit, tier1Ids, touched);
  } finally {
    for (const list of [tier1Ids, touched]) {
      for (const id of list) {
        tier1[id] = 0;
        inTitle[id] = 0;
        named[id] = 0;
        anywhere[id] = 0;
      }
    }
  }
}

function rank(
  index: TitleIndex,
  deep: DeepIndex | null,
  query: ParsedQuery,
  limit: number,
  tier1Ids: number[],
  touched: number[],
): SearchOutcome {
  const { words, terms } = query;
  const { tier1, inTitle, named, anywhere } = index.scratch;
  allWordsMatches(index, words, (id) => {
    tier1[id] = 1;
    tier1Ids.push(id);
  });
  const mark = (lists: number[][], t: number, where: 0 | 1 | 2) => {
    const bit = 1 << t;
    for (const ids of lists) {
      for (const id of ids) {
        if (anywhere[id] === 0 && tier1[id] === 0) touched.push(id);
        anywhere[id] = (anywhere[id] ?? 0) | bit;
        if (where < 2) named[id] = (named[id] ?? 0) | bit;
        if (where < 1) inTitle[id] = (inTitle[id] ?? 0) | bit;
      }
    }
  };
  terms.forEach((term, t) => {
    mark(titleIds(index, term), t, 0);
  });
  const all = (1 << terms.length) - 1;
  let strong = tier1Ids.length;
  if (terms.length > 0) for (const id of touched) if (inTitle[id] === all) strong++;

  const needsDeep = terms.length > 0 && strong < DEEP_THRESHOLD;
  const useDeep = needsDeep && deep !== null && deep.sig === index.sig;
  const categoryHits = index.categories.map(() => 0);
  terms.forEach((term, t) => {
    const lists: number[][] = [];
    index.categories.forEach((category, c) => {
      if (category.words.some((w, i) => termMatchesWord(term, w, category.keys[i] ?? ""))) {
        categoryHits[c] = (categoryHits[c] ?? 0) + 1;
        lists.push(index.categoryIds[c] ?? []);
      }
    });
    mark(lists, t, 1);
    if (useDeep) mark(deepIds(deep, term), t, 2);
  });

  const need = Math.max(1, Math.ceil(terms.length / 2));
  const top = new TopHits(limit);
  for (const id of tier1Ids) {
    const folded = index.articles[id]?.folded ?? "";
    let starts = 0;
    for (const w of words) if (atWordStart(folded, w)) starts++;
    top.add(1, terms.length, starts, terms.length, id);
  }
  for (const id of touched) {
    const matched = bits(anywhere[id] ?? 0);
    const tier = terms.length > 0 && inTitle[id] === all ? 2 : matched >= need ? 3 : 0;
    if (tier > 0) top.add(tier as 2 | 3, matched, bits(inTitle[id] ?? 0), bits(named[id] ?? 0), id);
  }

  const categories = index.categories
    .map((category, c) => ({ c, category }))
    .filter(({ c }) => terms.length > 0 && categoryHits[c] === terms.length)
    .map(({ c, category }) => ({
      c,
      literal: words.every((w) => atWordStart(category.folded, w)),
      size: category.words.length,
    }))
    .sort((a, b) => Number(b.literal) - Number(a.literal) || a.size - b.size || a.c - b.c)
    .slice(0, MAX_CATEGORIES)
    .map(({ c }) => c);

  return { query, articles: top.hits(), categories, needsDeep, corrected: false };
}
