import { checkArticle } from "./article-rules";
import { checkAuthor, checkPage, checkReviewer } from "./collection-rules";
import type { EntryContext, EntryInput } from "./context";
import type { Finding } from "./finding";

/**
 * The one entry point of the content rules: every finding on one entry of a collection. The
 * build's loaders run the same rule functions file by file (and `npm run content:check` with
 * them), the desk runs this before each save: one set of rules, not a copy for the desk.
 */
export function checkEntry(
  collection: string,
  entry: EntryInput,
  context: EntryContext,
): Finding[] {
  switch (collection) {
    case "articles":
      return checkArticle(entry, context);
    case "authors":
      return checkAuthor(entry, context);
    case "reviewers":
      return checkReviewer(entry, context);
    case "pages":
      return checkPage(entry, context);
    default:
      return [];
  }
}

export { ARTICLE_RULES } from "./article-rules";
export type { EntryContext, EntryInput } from "./context";
export type { Finding } from "./finding";
