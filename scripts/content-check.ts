/**
 * Validates all content without building the site and prints a summary.
 *   npm run content:check          (CONTENT_DIR and SITE select other content)
 * Exits non-zero when any file is invalid.
 */
import { describeHeld } from "@/lib/content/held";
import { contentOptionsFrom } from "@/lib/content/load-content";
import { coverageReport } from "@/lib/content/quality";
import { contentReadiness, readinessLines } from "@/lib/content/readiness";
import { contentVariety, contentWarnings } from "@/lib/content/warnings";
import { loadOrReport } from "./load-or-report";
import { envOrExit } from "./support/env";

const options = contentOptionsFrom(envOrExit());
const loaded = loadOrReport(options);
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
list("Not published yet (drafts and scheduled articles)", describeHeld(loaded.held));
list(
  "Not for production (a production deploy refuses these)",
  readinessLines(contentReadiness(loaded, options.contentDir)),
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
console.log("\nAll content is valid.");
