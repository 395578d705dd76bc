import path from "node:path";
import { parseFrontMatter, parseYaml, readSourceFiles } from "../loading/files";
import { countWords, renderMarkdownWithHeadings } from "../loading/markdown";
import { ProblemLog } from "../loading/problems";
import { formOf } from "../model/forms";
import { type FactRule, factFindings } from "./fact-rules";
import { dermatologistReferralCount, formulaCounts, referralCount } from "./formula-signs";
import { healthSubject } from "./health-terms";
import { houseStyleFindings, type StyleFinding } from "./house-style";
import { type VarietyReport, varietyReport } from "./word-and-form-counts";

/**
 * The editorial figures of a content folder, valid or not: how two revisions compare where
 * `content:check` stops at the first error. Reads files as they are. Information for editors:
 * no figure here is a rule or a quota.
 */
export interface ContentStats {
  articles: number;
  variety: VarietyReport;
  /** Formula counts (./formula-signs.ts), by label. */
  formula: Record<string, number>;
  /** House-style findings by rule (./house-style.ts). */
  houseStyle: Record<StyleFinding["rule"], number>;
  /** Fact-rule findings by rule (./fact-rules.ts). */
  facts: Record<FactRule, number>;
  /** Articles that restate the patch-test protocol instead of linking it (./fact-rules.ts). */
  articlesRestatingPatchTest: number;
  /** Articles whose text is about health by its terms (./health-terms.ts). */
  articlesWithHealthSubject: number;
  /** Articles with at least one sentence sending the reader to a doctor. */
  articlesWithReferral: number;
  referrals: number;
  /** Articles with at least one sentence sending the reader to a dermatologist. */
  articlesWithDermatologistReferral: number;
  /** “… yazımızda bulabilirsiniz” and every “… yazımızda”. */
  linkFormula: { bulabilirsiniz: number; yazimizda: number };
  /** Articles no other article links to. */
  orphans: number;
  /** Author bios with “N yıldır”, with “…’da yaşıyor”, of all bios. */
  bios: { total: number; yearsPattern: number; livesPattern: number };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function contentStats(contentDir: string): ContentStats {
  const log = new ProblemLog();
  const articles = readSourceFiles(path.join(contentDir, "articles"), [".md"]).flatMap((source) => {
    const doc = parseFrontMatter(source, log);
    if (!doc) return [];
    const data = (doc.data ?? {}) as Record<string, unknown>;
    const rendered = renderMarkdownWithHeadings(doc.body);
    return [
      {
        slug: text(data.slug),
        description: text(data.description),
        form: formOf(data.form),
        body: doc.body,
        html: rendered.html,
        text: rendered.text,
        wordCount: countWords(rendered.text),
      },
    ];
  });
  const houseStyle = {
    "heading-case": 0,
    "colon-capital": 0,
    calque: 0,
    "subject-semicolon": 0,
    "source-format": 0,
  };
  for (const a of articles) for (const f of houseStyleFindings(a.body)) houseStyle[f.rule] += 1;
  const facts: Record<FactRule, number> = {
    "aha-origin": 0,
    "bha-limits": 0,
    "patch-test-restated": 0,
    "patch-test-link": 0,
    "source-replaced": 0,
    "retinoid-thinning": 0,
  };
  let articlesRestatingPatchTest = 0;
  for (const a of articles) {
    const found = factFindings(a.body, a.slug);
    for (const f of found) facts[f.rule] += 1;
    if (found.some((f) => f.rule === "patch-test-restated")) articlesRestatingPatchTest += 1;
  }
  const referralsPer = articles.map((a) => referralCount(a.text));
  const linked = new Set<string>();
  for (const a of articles)
    for (const m of a.body.matchAll(/\]\(\/articles\/([a-z0-9-]+)/g))
      if (m[1] !== a.slug) linked.add(m[1] ?? "");
  const bios = readSourceFiles(path.join(contentDir, "authors"), [".yaml"]).map((source) =>
    text((parseYaml(source, log) as Record<string, unknown> | undefined)?.description),
  );
  return {
    articles: articles.length,
    variety: varietyReport(articles),
    formula: Object.fromEntries(formulaCounts(articles).map((c) => [c.label, c.count])),
    houseStyle,
    facts,
    articlesRestatingPatchTest,
    articlesWithHealthSubject: articles.filter((a) => healthSubject(a.body).length > 0).length,
    articlesWithReferral: referralsPer.filter((n) => n > 0).length,
    referrals: referralsPer.reduce((sum, n) => sum + n, 0),
    articlesWithDermatologistReferral: articles.filter(
      (a) => dermatologistReferralCount(a.text) > 0,
    ).length,
    linkFormula: {
      bulabilirsiniz: articles.reduce(
        (n, a) => n + (a.body.match(/yazımızda bulabilirsiniz/gu)?.length ?? 0),
        0,
      ),
      yazimizda: articles.reduce((n, a) => n + (a.body.match(/yazımızda/gu)?.length ?? 0), 0),
    },
    orphans: articles.filter((a) => !linked.has(a.slug)).length,
    bios: {
      total: bios.length,
      yearsPattern: bios.filter((b) => /\p{L}+ yıldır/u.test(b) || /\d+ yıldır/u.test(b)).length,
      livesPattern: bios.filter((b) => /[’'](?:da|de|ta|te) yaşıyor/u.test(b)).length,
    },
  };
}
