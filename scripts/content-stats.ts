/**
 * Editorial figures of one or more content folders, side by side, valid or not: word counts,
 * forms and lengths, formula phrases, house-style and fact-rule findings, patch-test
 * restatements, doctor referrals, link formulas, orphan articles and bio patterns
 * (src/lib/content/editorial/content-stats.ts). Information for editors: nothing here is a quota.
 *   npm run content:stats                     (the content/ folder)
 *   npm run content:stats -- DIR [DIR ...]    (e.g. an older revision's content beside today's)
 * To compare with a revision: git archive REV content | tar -x -C /tmp/rev, then
 *   npm run content:stats -- /tmp/rev/content content
 */
import { type ContentStats, contentStats } from "@/lib/content/editorial/content-stats";

const dirs = process.argv.slice(2);
const columns = (dirs.length > 0 ? dirs : ["content"]).map((dir) => ({
  dir,
  stats: contentStats(dir),
}));

type Row = readonly [string, (s: ContentStats) => string | number];

const rows: Row[] = [
  ["articles", (s) => s.articles],
  ["words", (s) => s.variety.words],
  ...(["under 500", "500–699", "700–850", "851–1,199", "1,200 and more"] as const).map(
    (band) =>
      [
        `length ${band}`,
        (s: ContentStats) => s.variety.lengths.find((l) => l.label === band)?.count ?? 0,
      ] as const,
  ),
  ...Object.keys(columns[0]?.stats.variety.forms ?? {}).map(
    (form) =>
      [
        `form ${form}`,
        (s: ContentStats) => s.variety.forms[form as keyof typeof s.variety.forms],
      ] as const,
  ),
  ...(columns[0]?.stats.variety.counts ?? []).map(
    ({ label }) =>
      [
        label,
        (s: ContentStats) => {
          const count = s.variety.counts.find((c) => c.label === label);
          return `${count?.count} (${count?.perThousand}/1,000)`;
        },
      ] as const,
  ),
  ...Object.keys(columns[0]?.stats.formula ?? {}).map(
    (label) => [label, (s: ContentStats) => s.formula[label] ?? 0] as const,
  ),
  ["articles restating the patch test", (s) => s.articlesRestatingPatchTest],
  ["articles sending the reader to a dermatologist", (s) => s.articlesWithDermatologistReferral],
  [
    "articles with a doctor referral",
    (s) => `${s.articlesWithReferral} (${s.referrals} sentences)`,
  ],
  ...Object.keys(columns[0]?.stats.houseStyle ?? {}).map(
    (rule) =>
      [
        `house style: ${rule}`,
        (s: ContentStats) => s.houseStyle[rule as keyof typeof s.houseStyle],
      ] as const,
  ),
  ...Object.keys(columns[0]?.stats.facts ?? {}).map(
    (rule) =>
      [`fact rule: ${rule}`, (s: ContentStats) => s.facts[rule as keyof typeof s.facts]] as const,
  ),
  ["articles about health by their terms", (s) => s.articlesWithHealthSubject],
  ["“yazımızda bulabilirsiniz”", (s) => s.linkFormula.bulabilirsiniz],
  ["“… yazımızda”", (s) => s.linkFormula.yazimizda],
  ["articles no other links to", (s) => s.orphans],
  ["bios with “N yıldır”", (s) => `${s.bios.yearsPattern} of ${s.bios.total}`],
  ["bios with “…’da yaşıyor”", (s) => `${s.bios.livesPattern} of ${s.bios.total}`],
];

console.log(["figure", ...columns.map((c) => c.dir)].join("\t"));
for (const [label, value] of rows)
  console.log([label, ...columns.map((c) => String(value(c.stats)))].join("\t"));
