import { type DeepIndex, deepIds, lowerBound, type TitleIndex, titleIds } from "./engine";
import { MAX_CATEGORIES, MAX_RESULTS, type ParsedQuery, parseQuery, withTerms } from "./query";
import { termMatchesWord } from "./stem";

/**
 * 1: the title contains every typed word (the spec's rule); 2: every word matches a title word
 * by its stem; 3: words match anywhere (title, category names, description, headings).
 */
export type Tier = 1 | 2 | 3;

export interface ArticleHit {
  id: number;
  tier: Tier;
  /** Topic words matched anywhere. */
  matched: number;
  /** Words matched at the start of a title word. */
  starts: number;
  /** Words matched in the title or a category name (not only in the description or headings). */
  named: number;
}

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

/** Fewer spec-rule and title-stem results than this: the descriptions and headings are searched. */
export const DEEP_THRESHOLD = 3;

/** Ranks every article for the typed text; null when the text is too short to search. */
export function search(
  index: TitleIndex,
  deep: DeepIndex | null,
  text: string,
  limit = MAX_RESULTS,
): SearchOutcome | null {
  const query = parseQuery(text);
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

const before = (a: ArticleHit, b: ArticleHit) =>
  a.tier !== b.tier
    ? a.tier < b.tier
    : a.matched !== b.matched
      ? a.matched > b.matched
      : a.starts !== b.starts
        ? a.starts > b.starts
        : a.named !== b.named
          ? a.named > b.named
          : a.id < b.id;

function atWordStart(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1] ?? "")) return true;
  }
  return false;
}

function bits(n: number): number {
  let count = 0;
  for (let v = n; v > 0; v &= v - 1) count++;
  return count;
}

function run(
  index: TitleIndex,
  deep: DeepIndex | null,
  query: ParsedQuery,
  limit: number,
): SearchOutcome {
  const { articles } = index;
  const { words, terms } = query;
  const count = articles.length;
  const tier1 = new Uint8Array(count);
  const tier1Ids: number[] = [];
  const spec = [...words].sort((a, b) => b.length - a.length);
  if (spec.length > 0) {
    for (let id = 0; id < count; id++) {
      const folded = articles[id]?.folded ?? "";
      if (spec.every((w) => folded.includes(w))) {
        tier1[id] = 1;
        tier1Ids.push(id);
      }
    }
  }

  // Per article, bit t set when term t matches: its title; its title or a category's name;
  // anything (the description and headings too).
  const inTitle = new Uint8Array(count);
  const named = new Uint8Array(count);
  const anywhere = new Uint8Array(count);
  const touched: number[] = [];
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
  const strong =
    tier1Ids.length + (terms.length > 0 ? touched.filter((id) => inTitle[id] === all).length : 0);

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
  const top: ArticleHit[] = [];
  const consider = (hit: ArticleHit) => {
    if (top.length === limit && !before(hit, top[limit - 1] as ArticleHit)) return;
    let at = top.length;
    while (at > 0 && before(hit, top[at - 1] as ArticleHit)) at--;
    top.splice(at, 0, hit);
    if (top.length > limit) top.pop();
  };
  for (const id of tier1Ids) {
    const folded = articles[id]?.folded ?? "";
    const starts = words.filter((w) => atWordStart(folded, w)).length;
    consider({ id, tier: 1, matched: terms.length, starts, named: terms.length });
  }
  for (const id of touched) {
    const hit = {
      id,
      matched: bits(anywhere[id] ?? 0),
      starts: bits(inTitle[id] ?? 0),
      named: bits(named[id] ?? 0),
    };
    if (terms.length > 0 && inTitle[id] === all) consider({ ...hit, tier: 2 });
    else if (hit.matched >= need) consider({ ...hit, tier: 3 });
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

  return { query, articles: top, categories, needsDeep, corrected: false };
}

/** Whether two words are at most one edit apart: a letter changed, added, dropped or swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * For a query that found nothing: each word of 4+ letters replaced by the start of the most
 * common title word one edit away (same first letter: a slip rarely hits the first key).
 */
function corrections(index: TitleIndex, query: ParsedQuery): Map<string, string> {
  const fixes = new Map<string, string>();
  const { vocabulary, vocabularyIds } = index;
  for (const term of query.terms) {
    const { folded } = term;
    if (folded.length < 4 || titleIds(index, term).some((ids) => ids.length > 0)) continue;
    let best = "";
    let bestCount = 0;
    for (let i = lowerBound(vocabulary, folded[0] ?? ""); i < vocabulary.length; i++) {
      const word = vocabulary[i] ?? "";
      if (word[0] !== folded[0]) break;
      for (const length of [folded.length, folded.length + 1, folded.length - 1]) {
        const start = word.slice(0, length);
        if (start.length !== length || start === folded || !oneEditApart(folded, start)) continue;
        const used = vocabularyIds[i]?.length ?? 0;
        if (used > bestCount) {
          best = start;
          bestCount = used;
        }
        break;
      }
    }
    if (best) fixes.set(folded, best);
  }
  return fixes;
}
