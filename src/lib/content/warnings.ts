import { apostropheWarning } from "./formula";
import type { LoadedContent } from "./load-content";
import { formatProblem } from "./problems";
import { articleQualityIssues } from "./quality";
import { type VarietyReport, varietyReport } from "./variety";

/** Word counts, forms and lengths of the loaded articles (src/lib/content/variety.ts). */
export function contentVariety(loaded: LoadedContent): VarietyReport {
  return varietyReport(
    loaded.model.articles.map((a) => ({
      html: loaded.bodies.get(a.slug) ?? "",
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
  const apostrophes = (owner: string, fields: Record<string, string>) => {
    for (const [field, text] of Object.entries(fields)) {
      const warning = apostropheWarning(text);
      if (warning) warnings.push(`${owner}: ${field}: ${warning}`);
    }
  };
  for (const article of model.articles) {
    const body = loaded.bodies.get(article.slug) ?? "";
    for (const issue of articleQualityIssues(article, body, model.site.language))
      warnings.push(`article ${article.slug}: ${issue}`);
    if (model.site.language === "tr")
      apostrophes(`article ${article.slug}`, {
        title: article.title,
        description: article.description,
        body,
      });
  }
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
        body: page.html,
      });
  }
  return warnings;
}
