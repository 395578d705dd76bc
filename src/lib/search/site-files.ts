import { content } from "@/lib/content";
import type { ArticleDraft, CategoryNode } from "@/lib/content/types";
import type { Language } from "@/lib/i18n/languages";
import { buildDeepIndex, buildTitleIndex, type DeepSource, deepSourceOf } from "./build-index";
import { type SplitFiles, splitIndex } from "./build-split";
import type { DeepIndexFile, TitleIndexFile } from "./index-file";

/**
 * Above this much JSON in the two whole files together (about 193 characters an article: some
 * 3,600 articles, 140 KB gzipped) the index is split. Below it, one file answers every
 * keystroke at once, and even a query that needs the deep index costs less than the split
 * index's budget (FIRST_RESULT_BUDGET); above it, the first result costs a few small files.
 */
export const SPLIT_ABOVE_CHARS = 700_000;

export type IndexShape = "auto" | "whole" | "split";

/**
 * Most a reader's browser may download, gzipped as nginx sends it, before the first result of
 * any query of the test set (tests/fixtures/search-queries.json): at 10,000 articles in the
 * unit tests (src/lib/search/budget.test.ts), at 100,000 in `npm run bench:search`.
 */
export const FIRST_RESULT_BUDGET = { 10000: 80 * 1024, 100000: 150 * 1024 } as const;

/** Every search file of a build: the whole indexes, and the split one when the site is large. */
export interface SearchFiles {
  title: TitleIndexFile;
  deep: DeepIndexFile;
  split: SplitFiles | null;
}

export function searchFiles(
  articles: readonly ArticleDraft[],
  categories: readonly CategoryNode[],
  sourceOf: (article: ArticleDraft) => DeepSource,
  lang: Language,
  shape: IndexShape = "auto",
): SearchFiles {
  const title = buildTitleIndex(articles, categories, lang);
  const deep = buildDeepIndex(articles, sourceOf, lang);
  const split =
    shape === "split" || (shape === "auto" && isLarge(title, deep))
      ? splitIndex(title, deep)
      : null;
  return { title, deep, split };
}

/** Whether a site with these whole files has its index split (SPLIT_ABOVE_CHARS). */
export function isLarge(title: TitleIndexFile, deep: DeepIndexFile): boolean {
  return JSON.stringify(title).length + JSON.stringify(deep).length > SPLIT_ABOVE_CHARS;
}

let built: SearchFiles | undefined;

/** This build's search files, made once for the routes that write them. */
export function siteSearchFiles(): SearchFiles {
  if (!built) {
    const { articles, categories, site } = content();
    built = searchFiles(articles, categories, deepSourceOf, site.language);
  }
  return built;
}
