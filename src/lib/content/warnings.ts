import type { LoadedContent } from "./load-content";
import { formatProblem } from "./problems";
import { articleQualityIssues } from "./quality";

/**
 * Every warning the content check prints: placement problems found while loading, then each
 * article's quality issues. The build records them too (a production deploy refuses a build
 * that warned), so both read this one list.
 */
export function contentWarnings(loaded: LoadedContent): string[] {
  const warnings = loaded.warnings.map(formatProblem);
  for (const article of loaded.model.articles) {
    const body = loaded.bodies.get(article.slug) ?? "";
    for (const issue of articleQualityIssues(article, body, loaded.model.site.language))
      warnings.push(`article ${article.slug}: ${issue}`);
  }
  return warnings;
}
