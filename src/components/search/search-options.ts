import type { SearchText } from "@/lib/i18n/schema";
import { paths } from "@/lib/paths";
import type { SearchOutcome } from "@/lib/search/search";
import type { SearchSource } from "@/lib/search/source";
import type { IndexStatus } from "./use-search";

/** One entry of the result list: a category listing or an article. */
export interface ResultOption {
  id: string;
  kind: "category" | "article";
  href: string;
  /** Text shown, to be highlighted. */
  text: string;
  /** Stem keys of the text's words, from the index. */
  keys: string[];
  /** Whether typed words are marked anywhere in the text (an all-words match), not only at word starts. */
  anywhere: boolean;
  /** The parent category or the article's category, under the text. */
  meta: string | null;
}

/** The list in the order the arrow keys walk it: categories first, then articles. */
export function resultOptions(
  index: SearchSource,
  outcome: SearchOutcome,
  idBase: string,
): ResultOption[] {
  const categories = outcome.categories.flatMap((c, i): ResultOption[] => {
    const category = index.categories[c];
    if (!category) return [];
    return [
      {
        id: `${idBase}-c${i}`,
        kind: "category",
        href: category.path,
        text: category.title,
        keys: category.keys,
        anywhere: false,
        meta: index.categories[category.parent]?.title ?? null,
      },
    ];
  });
  const articles = outcome.articles.flatMap((hit, i): ResultOption[] => {
    const article = index.article(hit.id);
    if (!article) return [];
    return [
      {
        id: `${idBase}-a${i}`,
        kind: "article",
        href: paths.article(article.slug),
        text: article.title,
        keys: article.keys,
        anywhere: hit.tier === 1,
        meta: index.categories[article.places[0] ?? -1]?.title ?? null,
      },
    ];
  });
  return [...categories, ...articles];
}

/** What screen readers are told once typing pauses. */
export function liveText(
  text: SearchText,
  status: IndexStatus,
  pending: boolean,
  outcome: SearchOutcome | null,
): string {
  if (status === "error") return text.announce.unavailable;
  if (status === "loading" || !outcome) return "";
  const categories = outcome.categories.length;
  const articles = outcome.articles.length;
  if (categories + articles === 0) return pending ? "" : text.announce.none;
  return text.announce.found({ categories, articles, corrected: outcome.corrected });
}
