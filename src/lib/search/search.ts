import { MAX_CATEGORIES, MAX_RESULTS, type ParsedQuery, parseQuery, withTerms } from "./query";
import { type ArticleHit, TopHits } from "./rank";
import { Needs, type SearchSource } from "./source";
import { corrections } from "./spelling";
import { termMatchesWord } from "./term";
import { atWordStart } from "./words";

export type { ArticleHit } from "./rank";

export interface SearchOutcome {
  query: ParsedQuery;
  articles: ArticleHit[];
  /** Categories and subcategories whose names match every topic word. */
  categories: number[];
  /** Titles gave fewer than 3 results: the descriptions and headings are searched too. */
  needsDeep: boolean;
  /** Nothing matched as typed; these results are for a spelling one letter away. */
  corrected: boolean;
  /**
   * Files of the index this answer lacks (see Needs). While a required one is missing the
   * answer is not known (`ready` is false); an optional one may add lower-ranked results.
   */
  required: string[];
  optional: string[];
  ready: boolean;
}

/** Fewer all-words and title-stem results than this: the descriptions and headings are searched. */
export const DEEP_THRESHOLD = 3;

type Ranked = Omit<SearchOutcome, "required" | "optional" | "ready">;

/** Ranks every article for the typed text, read in the index's language; null when the text is too short to search. */
export function search(
  index: SearchSource,
  text: string,
  limit = MAX_RESULTS,
): SearchOutcome | null {
  const query = parseQuery(text, index.language);
  if (!query) return null;
  const needs = new Needs();
  let outcome: Ranked = run(index, query, limit, needs);
  // With a title file missing, finding nothing means nothing yet.
  if (
    outcome.articles.length === 0 &&
    outcome.categories.length === 0 &&
    needs.required.size === 0
  ) {
    const fixes = corrections(index, query, needs);
    if (fixes.size > 0) {
      const fixed = run(index, withTerms(query, fixes), limit, needs);
      if (fixed.articles.length > 0 || fixed.categories.length > 0)
        outcome = { ...fixed, corrected: true };
    }
  }
  // Until the title files of every word are here, the ranking is not the answer: what it
  // lists, and what lower tiers it would want, can wait.
  const ranked = needs.required.size === 0;
  if (ranked) for (const hit of outcome.articles) index.article(hit.id, needs);
  return {
    ...outcome,
    required: [...needs.required],
    optional: ranked ? [...needs.optional] : [],
    ready: needs.required.size === 0,
  };
}

function bits(n: number): number {
  let count = 0;
  for (let v = n; v > 0; v &= v - 1) count++;
  return count;
}

function run(index: SearchSource, query: ParsedQuery, limit: number, needs: Needs): Ranked {
  // Per article: an all-words match; bit t set when term t matches its title, its title or a
  // category's name, anything (the description and headings too). Arrays of the index,
  // cleared after each keystroke: nothing the size of the index is allocated per keystroke.
  const { tier1, inTitle, named, anywhere } = index.scratch;
  const tier1Ids: number[] = [];
  const touched: number[] = [];
  try {
    return rank(index, query, limit, needs, tier1Ids, touched);
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
  index: SearchSource,
  query: ParsedQuery,
  limit: number,
  needs: Needs,
  tier1Ids: number[],
  touched: number[],
): Ranked {
  const { words, terms } = query;
  const { tier1, inTitle, named, anywhere } = index.scratch;
  const top = new TopHits(limit);
  index.allWords(words, needs, (id, starts) => {
    tier1[id] = 1;
    tier1Ids.push(id);
    top.add(1, terms.length, starts, terms.length, id);
  });
  const mark = (lists: ArrayLike<number>[], t: number, where: 0 | 1 | 2) => {
    const bit = 1 << t;
    for (const ids of lists) {
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i] as number;
        if (anywhere[id] === 0 && tier1[id] === 0) touched.push(id);
        anywhere[id] = (anywhere[id] ?? 0) | bit;
        if (where < 2) named[id] = (named[id] ?? 0) | bit;
        if (where < 1) inTitle[id] = (inTitle[id] ?? 0) | bit;
      }
    }
  };
  terms.forEach((term, t) => {
    mark(index.titleIds(term, needs), t, 0);
  });
  const all = (1 << terms.length) - 1;
  let strong = tier1Ids.length;
  if (terms.length > 0) for (const id of touched) if (inTitle[id] === all) strong++;

  const needsDeep = terms.length > 0 && strong < DEEP_THRESHOLD;
  // Category members and the deep index only rank below every all-words and title-stem
  // match: with enough of those, they could not change the list.
  const lowerTiersShow = strong < limit;
  const categoryHits = index.categories.map(() => 0);
  terms.forEach((term, t) => {
    const lists: ArrayLike<number>[] = [];
    index.categories.forEach((category, c) => {
      if (category.words.some((w, i) => termMatchesWord(term, w, category.keys[i] ?? ""))) {
        categoryHits[c] = (categoryHits[c] ?? 0) + 1;
        if (lowerTiersShow) lists.push(index.categoryIds(c, needs));
      }
    });
    mark(lists, t, 1);
    if (needsDeep && lowerTiersShow) mark(index.deepIds(term, needs), t, 2);
  });

  const need = Math.max(1, Math.ceil(terms.length / 2));
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
