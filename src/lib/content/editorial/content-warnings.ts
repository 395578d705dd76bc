import { htmlText } from "@/lib/text/html-text";
import type { LoadedContent } from "../loading/load-content";
import { formatProblem } from "../loading/problems";
import { type ArticleEntry, checkArticle } from "./entry-rules/article-rules";
import type { Finding } from "./entry-rules/finding";
import {
  type Apostrophes,
  apostropheWarning,
  htmlApostrophes,
  straightApostrophes,
} from "./formula-signs";
import { type VarietyReport, varietyReport } from "./word-and-form-counts";

/** Word counts, forms and lengths of the loaded articles (src/lib/content/editorial/word-and-form-counts.ts). */
export function contentVariety(loaded: LoadedContent): VarietyReport {
  return varietyReport(
    loaded.model.articles.map((a) => ({
      text: htmlText(loaded.bodies.get(a.slug) ?? ""),
      form: a.form,
      wordCount: a.wordCount,
    })),
  );
}

/**
 * Every warning the content check prints: placement problems found while loading, then each
 * article's quality issues (length for its form, Turkish letters) and straight apostrophes. The
 * build records them too (a production deploy refuses a build that warned), so both read this
 * one list. No warning counts ordinary words: how often a word occurs is information
 * (`npm run content:stats`), not a mistake.
 */
export function contentWarnings(loaded: LoadedContent): string[] {
  const { model } = loaded;
  const warnings = loaded.warnings.map(formatProblem);
  const apostrophes = (owner: string, fields: Record<string, string | Apostrophes>) => {
    for (const [field, text] of Object.entries(fields)) {
      const warning = apostropheWarning(
        typeof text === "string" ? straightApostrophes(text) : text,
      );
      if (warning) warnings.push(`${owner}: ${field}: ${warning}`);
    }
  };
  for (const { slug, finding } of articleWarnings(loaded))
    warnings.push(`article ${slug}: ${finding.detail}`);
  if (model.site.language === "tr") {
    for (const author of model.authors)
      apostrophes(`author ${author.slug}`, {
        name: author.name,
        role: author.role,
        description: author.description,
        meta_title: author.metaTitle,
        meta_description: author.metaDescription,
      });
    for (const category of model.categories.flatMap((c) => [c, ...c.children]))
      apostrophes(`category ${category.key}`, {
        title: category.title,
        description: category.description,
      });
    for (const page of model.pages)
      apostrophes(`page ${page.slug}`, {
        title: page.title,
        description: page.description,
        body: htmlApostrophes(page.html),
      });
  }
  return warnings;
}

/**
 * The article rules of the warnings stage (length for the form, straight apostrophes: the same
 * functions the desk runs before a save) on every article the build publishes.
 */
export function articleWarnings(
  loaded: LoadedContent,
): { slug: string; file: string; finding: Finding }[] {
  const files = new Map(loaded.facts.articles.toReversed().map((a) => [a.slug, a.file]));
  const context = { ...loaded.facts, now: new Date() };
  return loaded.model.articles.flatMap((article) => {
    const file = files.get(article.slug) ?? article.slug;
    const entry: ArticleEntry = {
      file,
      data: {},
      body: "",
      html: loaded.bodies.get(article.slug) ?? "",
      words: article.wordCount,
      fields: { title: article.title, description: article.description, form: article.form },
      issues: [],
    };
    return checkArticle(entry, context, ["warnings"]).map((finding) => ({
      slug: article.slug,
      file,
      finding,
    }));
  });
}
