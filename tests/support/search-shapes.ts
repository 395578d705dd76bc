import { expect } from "vitest";
import { splitIndex } from "@/lib/search/build-split";
import { readDeepIndex, readTitleIndex } from "@/lib/search/engine";
import type { DeepIndexFile, TitleIndexFile } from "@/lib/search/index-file";
import { readSearchIndex } from "@/lib/search/read-index";
import { type SearchOutcome, search } from "@/lib/search/search";
import type { SearchSource } from "@/lib/search/source";
import type { SplitLayout } from "@/lib/search/split-layout";
import { wholeSource } from "@/lib/search/whole-source";

/** As the browser gets a file: through JSON. */
export const viaJson = (file: unknown): unknown => JSON.parse(JSON.stringify(file));

/** Several files of each kind even for a handful of articles, so that tests cross files. */
export const tinyLayout = (_count: number, gram: number): SplitLayout => ({
  gram,
  titles: 8,
  shorts: 4,
  deep: 8,
  words: 4,
  block: 2,
});

/**
 * A split index whose searches fetch (from memory, through JSON) every file they want, as the
 * search box does, until the answer is complete.
 */
export function splitSearcher(
  title: TitleIndexFile,
  deep: DeepIndexFile,
  layout: (count: number, gram: number) => SplitLayout = tinyLayout,
) {
  const { base, parts } = splitIndex(title, deep, layout);
  let index = readSearchIndex(viaJson(base));
  const fetched: string[] = [];
  return {
    search(text: string, limit?: number): SearchOutcome | null {
      for (;;) {
        const outcome = search(index, text, limit);
        const wanted = outcome ? [...outcome.required, ...outcome.optional] : [];
        if (!outcome || wanted.length === 0) return outcome;
        for (const path of wanted) {
          const file = parts.get(path);
          if (file === undefined) throw new Error(`${path} was not written`);
          index = index.with(path, viaJson(file));
          fetched.push(path);
        }
      }
    },
    get index(): SearchSource {
      return index;
    },
    fetched,
  };
}

/** What a reader sees of an answer. */
export function shown(outcome: SearchOutcome | null, index: SearchSource) {
  return (
    outcome && {
      articles: outcome.articles.map((hit) => ({ ...hit, slug: index.article(hit.id)?.slug })),
      categories: outcome.categories,
      corrected: outcome.corrected,
    }
  );
}

/**
 * Searches the whole index (its deep index loaded) and checks that the same index split into
 * files answers the same: returns the whole index's answer.
 */
export function searchBothWays(titleFile: TitleIndexFile, deepFile: DeepIndexFile) {
  const whole = wholeSource(readTitleIndex(viaJson(titleFile)), readDeepIndex(viaJson(deepFile)));
  const split = splitSearcher(titleFile, deepFile);
  return (text: string): SearchOutcome | null => {
    const answer = search(whole, text);
    expect(shown(split.search(text), split.index), `split index, "${text}"`).toEqual(
      shown(answer, whole),
    );
    return answer;
  };
}

/**
 * The files a reader's browser fetches before its first answer: the query typed up to the
 * first length that is searched, then every file that answer wants (optional ones included),
 * from a fresh start. `first` is /search-index.json; `files` the others by path.
 */
export function firstAnswerFiles(
  first: unknown,
  files: ReadonlyMap<string, unknown>,
  query: string,
): string[] {
  let index = readSearchIndex(viaJson(first));
  const fetched: string[] = [];
  for (let n = 1; n <= query.length; n++) {
    const outcome = search(index, query.slice(0, n));
    if (!outcome) continue;
    const wanted = [...outcome.required, ...outcome.optional];
    if (wanted.length === 0) return fetched;
    for (const path of wanted) {
      const file = files.get(path);
      if (file === undefined) throw new Error(`${path} was not written`);
      index = index.with(path, viaJson(file));
      fetched.push(path);
    }
    n--; // the same text again, with the files that arrived
  }
  return fetched;
}
