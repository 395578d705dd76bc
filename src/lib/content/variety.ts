import { htmlText } from "@/lib/text/html-text";
import { ARTICLE_FORMS, type ArticleForm } from "./forms";

/**
 * Variety across the publication (issue 20, content/STYLE.md "Çeşitlilik"): how often the
 * words a template leans on occur per 1,000 words, which forms the articles take and how long
 * they run. The content check prints all of it and warns when a word passes its rate.
 */

export interface VarietyArticle {
  /** The body as rendered HTML. */
  html: string;
  form: ArticleForm;
  wordCount: number;
}

interface WordRate {
  label: string;
  pattern: RegExp;
  /** Most uses per 1,000 words of the whole publication before the check warns. */
  limit: number;
}

// (?<!\p{L}) and (?!\p{L}) are word edges that know Turkish letters; \b does not.
export const WORD_RATES: readonly WordRate[] = [
  { label: "“ya da”", pattern: /(?<!\p{L})ya da(?!\p{L})/giu, limit: 7 },
  { label: "“hafif…”", pattern: /(?<!\p{L})hafif/giu, limit: 3 },
  { label: "“birkaç”", pattern: /(?<!\p{L})birkaç(?!\p{L})/giu, limit: 3 },
  { label: "“çoğu zaman”, “genellikle”", pattern: /çoğu zaman|genellikle/giu, limit: 3 },
  { label: "“işinizi kolaylaştırır”", pattern: /işinizi kolaylaştır/giu, limit: 0.1 },
];

export interface RateCount {
  label: string;
  count: number;
  perThousand: number;
  limit: number;
}

/** Length bands a reader notices: a short note, the usual explainer, a long read. */
export const LENGTH_BANDS = [
  { label: "under 500", max: 499 },
  { label: "500–699", max: 699 },
  { label: "700–850", max: 850 },
  { label: "851–1,199", max: 1199 },
  { label: "1,200 and more", max: Number.POSITIVE_INFINITY },
] as const;

export interface VarietyReport {
  words: number;
  rates: RateCount[];
  forms: Record<ArticleForm, number>;
  lengths: { label: string; count: number }[];
}

export function varietyReport(articles: readonly VarietyArticle[]): VarietyReport {
  const words = articles.reduce((sum, a) => sum + a.wordCount, 0);
  const texts = articles.map((a) => htmlText(a.html));
  const rates = WORD_RATES.map(({ label, pattern, limit }) => {
    const count = texts.reduce((sum, text) => sum + (text.match(pattern)?.length ?? 0), 0);
    const perThousand = words === 0 ? 0 : Math.round((count / words) * 10_000) / 10;
    return { label, count, perThousand, limit };
  });
  const forms = Object.fromEntries(ARTICLE_FORMS.map((f) => [f, 0])) as Record<ArticleForm, number>;
  for (const a of articles) forms[a.form] += 1;
  const lengths = LENGTH_BANDS.map((band, i) => {
    const min = i === 0 ? 0 : (LENGTH_BANDS[i - 1]?.max ?? 0) + 1;
    const count = articles.filter((a) => a.wordCount >= min && a.wordCount <= band.max).length;
    return { label: band.label, count };
  });
  return { words, rates, forms, lengths };
}

/** A warning for each word used more often than its rate allows. */
export function varietyWarnings(report: VarietyReport): string[] {
  return report.rates
    .filter((r) => r.perThousand > r.limit)
    .map(
      (r) =>
        `variety: ${r.label} ${r.count} times, ${r.perThousand} per 1,000 words (at most ${r.limit}): vary the wording`,
    );
}
