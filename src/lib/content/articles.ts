import path from "node:path";
import { OTHER } from "./categories";
import { parseFrontMatter, readSourceFiles } from "./files";
import type { ProblemLog } from "./problems";
import { type ArticleFrontMatter, articleFrontMatterSchema } from "./schemas";
import type { CategoryNode } from "./types";

/**
 * The largest article body: a long feature is under 100 KB of Markdown; a bigger body is a
 * pasted export or a mistake, and would make a page readers cannot load on a phone.
 */
export const MAX_BODY_BYTES = 1_000_000;

export interface LoadedArticle {
  file: string;
  data: ArticleFrontMatter;
  body: string;
}

/**
 * Reads and validates every article. Errors (bad front matter, unknown author, duplicate
 * slug) stop the build; an unknown category or subcategory only warns: the article is
 * filed under `other` and stays readable at its URL.
 */
export function loadArticles(
  contentDir: string,
  categories: readonly CategoryNode[],
  authorSlugs: ReadonlySet<string>,
  log: ProblemLog,
): LoadedArticle[] {
  const articles: LoadedArticle[] = [];
  const bySlug = new Map<string, string>();
  for (const source of readSourceFiles(path.join(contentDir, "articles"), [".md"])) {
    const doc = parseFrontMatter(source, log);
    if (!doc) continue;
    const parsed = articleFrontMatterSchema.safeParse(doc.data);
    if (!parsed.success) {
      log.zodIssues(source.file, parsed.error);
      continue;
    }
    const data = parsed.data;
    let valid = true;
    if (!authorSlugs.has(data.author)) {
      log.error(
        source.file,
        "author",
        `unknown author "${data.author}" (no file in authors/ has this slug)`,
      );
      valid = false;
    }
    const earlier = bySlug.get(data.slug);
    if (earlier) {
      log.error(source.file, "slug", `"${data.slug}" is already used by ${earlier}`);
      valid = false;
    }
    if (doc.body.trim().length === 0) {
      log.error(source.file, "body", "is empty");
      valid = false;
    }
    const bytes = Buffer.byteLength(doc.body, "utf8");
    if (bytes > MAX_BODY_BYTES) {
      const size = (n: number) => `${(n / 1_000_000).toFixed(1)} MB`;
      log.error(source.file, "body", `is ${size(bytes)}; at most ${size(MAX_BODY_BYTES)}`);
      valid = false;
    }
    if (!valid) continue;
    bySlug.set(data.slug, source.file);
    warnUnknownPlacements(source.file, data, categories, log);
    articles.push({ file: source.file, data, body: doc.body });
  }
  return articles;
}

function warnUnknownPlacements(
  file: string,
  data: ArticleFrontMatter,
  categories: readonly CategoryNode[],
  log: ProblemLog,
): void {
  data.entities.forEach((entity, i) => {
    const category = categories.find((c) => c.key === entity.category);
    if (!category) {
      log.warn(
        file,
        `entities.${i}.category`,
        `unknown category "${entity.category}": filed under "${OTHER}"`,
      );
      return;
    }
    entity.subcategories.forEach((sub, j) => {
      if (!category.children.some((c) => c.key === sub.subcategory)) {
        log.warn(
          file,
          `entities.${i}.subcategories.${j}.subcategory`,
          `"${sub.subcategory}" is not a subcategory of "${category.key}": filed under "${OTHER}"`,
        );
      }
    });
  });
}
