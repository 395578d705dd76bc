import path from "node:path";
import { checkArticle, readArticle } from "../editorial/entry-rules/article-rules";
import type { ArticleFacts, EntryContext } from "../editorial/entry-rules/context";
import { parseFrontMatter, readSourceFiles } from "./files";
import type { ProblemLog } from "./problems";
import type { ArticleFrontMatter } from "./schemas";

export { heldBack } from "./article-dates";

export interface LoadedArticle {
  file: string;
  data: ArticleFrontMatter;
  body: string;
}

/** An article file whose front matter could be read, before any rule has looked at it. */
export interface ArticleSource {
  file: string;
  data: Record<string, unknown>;
  body: string;
  /** Lines of the file before the body: the house style names the file's lines. */
  bodyStart: number;
}

/** Every article file's front matter and body; a file that cannot be read is reported. */
export function readArticleSources(contentDir: string, log: ProblemLog): ArticleSource[] {
  return readSourceFiles(path.join(contentDir, "articles"), [".md"]).flatMap((source) => {
    const doc = parseFrontMatter(source, log);
    if (!doc) return [];
    const data =
      doc.data && typeof doc.data === "object" && !Array.isArray(doc.data)
        ? (doc.data as Record<string, unknown>)
        : {};
    return [{ file: source.file, data, body: doc.body, bodyStart: doc.bodyStart }];
  });
}

/** What the rules need to know of every article: its slug, date and draft line. */
export function articleFacts(sources: readonly ArticleSource[]): ArticleFacts[] {
  return sources.flatMap(({ file, data }) => {
    const { slug, date, draft } = data;
    if (typeof slug !== "string") return [];
    return [{ file, slug, date: typeof date === "string" ? date : "", draft: draft === true }];
  });
}

/**
 * Checks every article with the entry rules (../editorial/entry-rules/article-rules.ts) and returns the
 * valid ones. Errors (bad front matter, unknown author, duplicate slug, the house style…) stop
 * the build; an unknown category or subcategory only warns: the article is filed under `other`
 * and stays readable at its URL.
 */
export function loadArticles(
  sources: readonly ArticleSource[],
  context: EntryContext,
  log: ProblemLog,
): LoadedArticle[] {
  const articles: LoadedArticle[] = [];
  for (const source of sources) {
    const entry = readArticle({ file: source.file, data: source.data, body: source.body });
    const findings = checkArticle(entry, context, ["load"]);
    for (const finding of findings) log.finding(source.file, finding, source.bodyStart);
    if (findings.some((f) => f.severity === "error")) continue;
    articles.push({
      file: source.file,
      data: entry.fields as ArticleFrontMatter,
      body: source.body,
    });
  }
  return articles;
}
