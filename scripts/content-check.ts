/**
 * Validates all content without building the site and prints a summary.
 *   npm run content:check          (CONTENT_DIR and SITE select other content)
 * Exits non-zero when any file is invalid. Problems are printed for editors in Turkish, each
 * naming the file and the field as the desk's form calls it; the developers' English follows.
 */

import { coverageReport } from "@/lib/content/editorial/article-length";
import {
  articleWarnings,
  contentVariety,
  contentWarnings,
} from "@/lib/content/editorial/content-warnings";
import {
  contentReadiness,
  readinessLines,
  unpublishedLinkFindings,
} from "@/lib/content/editorial/production-readiness";
import { publicationProblems } from "@/lib/content/editorial/publication-rules";
import { contentOptionsFrom, loadContent } from "@/lib/content/loading/load-content";
import { ContentError } from "@/lib/content/loading/problems";
import { editorLine, heldLines } from "@/lib/editing/editor-report";
import { envOrExit } from "./support/env";

const options = contentOptionsFrom(envOrExit());
const loaded = (() => {
  try {
    return loadContent(options);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const files = new Set(error.problems.map((p) => p.file)).size;
    console.error(
      `İçerikte ${error.problems.length} sorun var (${files} dosyada); düzeltilmeden site derlenmez:`,
    );
    for (const problem of error.problems) console.error(`  ${editorLine(problem)}`);
    console.error(`\nFor developers: ${error.message}`);
    return undefined;
  }
})();
if (!loaded) process.exit(1);

const { model } = loaded;
const report = coverageReport(model);
const variety = contentVariety(loaded);
const warnings = contentWarnings(loaded);

console.log(`Content of site "${model.site.name}" (${options.contentDir})`);
console.log(
  `  ${model.articles.length} articles, ${model.authors.length} authors, ${model.categories.length} categories, ${model.pages.length} pages\n`,
);
console.log("Articles per category and subcategory:");
for (const category of report.perCategory) {
  console.log(`  ${category.title} (${category.key}): ${category.count}`);
  for (const sub of category.subcategories)
    console.log(`    ${sub.title} (${sub.key}): ${sub.count}`);
}
const list = (title: string, items: string[]) =>
  console.log(
    `\n${title}: ${items.length === 0 ? "none" : `${items.length}\n${items.map((i) => `  ${i}`).join("\n")}`}`,
  );
list("Henüz yayımlanmayanlar (taslaklar ve planlı yazılar)", heldLines(loaded.held));
list(
  "Not for production (a production deploy refuses these)",
  readinessLines(contentReadiness(loaded, options.contentDir)),
);
list(
  "Yayımlanmamış yazılara bağlantılar (üretime yükleme reddedilir)",
  unpublishedLinkFindings(loaded, loaded.held).map(({ name, file, finding }) =>
    editorLine({
      file: file ?? name,
      field: finding.field,
      problem: finding.detail,
      tr: finding.message,
    }),
  ),
);
list("Subcategories with fewer than 2 articles", report.thinSubcategories);
list("Authors without articles", report.authorsWithoutArticles);
// Word and phrase counts are information, not rules: `npm run content:stats` prints them.
console.log(
  `\nForms: ${Object.entries(variety.forms)
    .map(([form, count]) => `${form} ${count}`)
    .join(", ")}`,
);
console.log(
  `Lengths in words: ${variety.lengths.map((band) => `${band.label}: ${band.count}`).join(", ")}`,
);
list("Warnings", warnings);
// The same warnings an editor acts on, in Turkish: each entry's, by file and field.
list("Uyarılar (site derlenir, ama üretime yükleme reddedilir)", [
  ...loaded.warnings.map(editorLine),
  ...articleWarnings(loaded).map(({ file, finding }) =>
    editorLine({ file, field: finding.field, problem: finding.detail, tr: finding.message }),
  ),
]);
// Rules of the publication as a whole, by file and field: a repeated title or description, a
// biography's length. Editors fix them; the build and the deploy do not wait for them.
list("Yayın kuralları (Publication rules)", publicationProblems(loaded).map(editorLine));
console.log("\nAll content is valid.");
