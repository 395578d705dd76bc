import { paths } from "@/lib/paths";
import {
  type DeepIndex,
  deepIds,
  fail,
  type IndexedArticle,
  lowerBound,
  readDeepIndex,
  type TitleIndex,
  titleIds,
} from "./engine";
import type { Needs, SearchSource } from "./source";
import type { QueryTerm } from "./term";
import { atWordStart } from "./words";

/** Upper bound: first position whose value is above `value`, in an ascending list. */
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
 * Articles whose title contains every word. While the reader types on, each word of the last
 * query is inside a word of this one, so only its matches can still match: those are checked.
 * Otherwise the longest word is found in all titles at once (one string, one indexOf per hit)
 * and the other words are checked on those titles.
 */
function allWordsMatches(index: TitleIndex, words: readonly string[]): number[] {
  const [first, ...rest] = [...words].sort((a, b) => b.length - a.length);
  if (first === undefined) return [];
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
  return matches;
}

/**
 * The whole index, as a small site sends it: every title at once (/search-index.json), the
 * descriptions and headings in one more file (/search-deep.json) when titles give too few.
 */
class WholeSource implements SearchSource {
  constructor(
    readonly title: TitleIndex,
    /** null: not arrived yet; "absent": could not be had. */
    readonly deep: DeepIndex | null | "absent",
  ) {}

  get sig() {
    return this.title.sig;
  }
  get language() {
    return this.title.language;
  }
  get categories() {
    return this.title.categories;
  }
  get scratch() {
    return this.title.scratch;
  }

  allWords(words: readonly string[], _needs: Needs, found: (id: number, starts: number) => void) {
    for (const id of allWordsMatches(this.title, words)) {
      const folded = this.title.articles[id]?.folded ?? "";
      let starts = 0;
      for (const w of words) if (atWordStart(folded, w)) starts++;
      found(id, starts);
    }
  }

  titleIds(term: QueryTerm): number[][] {
    return titleIds(this.title, term);
  }

  categoryIds(category: number): number[] {
    return this.title.categoryIds[category] ?? [];
  }

  deepIds(term: QueryTerm, needs: Needs): number[][] {
    const { deep } = this;
    if (deep === null) needs.optional.add(paths.searchDeepIndex);
    if (deep === null || deep === "absent") return [];
    return deepIds(term, () => deep);
  }

  eachWord(first: string, _needs: Needs, visit: (word: string, articles: number) => void) {
    const { vocabulary, vocabularyIds } = this.title;
    for (let i = lowerBound(vocabulary, first); i < vocabulary.length; i++) {
      const word = vocabulary[i] ?? "";
      if (word[0] !== first) break;
      visit(word, vocabularyIds[i]?.length ?? 0);
    }
  }

  article(id: number): IndexedArticle | undefined {
    return this.title.articles[id];
  }

  with(path: string, file: unknown): SearchSource {
    if (path !== paths.searchDeepIndex) fail(`${path} is not a file of this index`);
    if (file === null) return new WholeSource(this.title, "absent");
    const deep = readDeepIndex(file);
    if (deep.sig !== this.title.sig) fail("the deep index is from another build");
    return new WholeSource(this.title, deep);
  }
}

/** The whole title index, with its deep index when that has arrived. */
export function wholeSource(title: TitleIndex, deep: DeepIndex | null = null): SearchSource {
  return new WholeSource(title, deep !== null && deep.sig !== title.sig ? "absent" : deep);
}
