import { ARTICLE_FORMS, type ArticleForm } from "../model/forms";

/**
 * Figures of the publication for its editors: how often some ordinary words occur, which forms
 * the articles take and how long they run. Information only: `npm run content:stats` prints it
 * and nothing warns or fails on a count. A rule that counts ordinary words measures the words,
 * not the writing: the text only learned to swap one word for another (content/STYLE.md).
 */

export interface VarietyArticle {
  /** The body's text as a reader reads it (the rendered Markdown's text). */
  text: string;
  form: ArticleForm;
  wordCount: number;
}

// (?<!\p{L}) and (?!\p{L}) are word edges that know Turkish letters; \b does not.
const word = (text: string) =>
  new RegExp(`(?<!\\p{L})${text.replaceAll(" ", "\\s+")}(?!\\p{L})`, "giu");

/**
 * Words counted for editors, each on its own: the alternatives ("ya da", "veya", "yahut") and
 * the hedges ("genellikle", "çoğunlukla", "kural olarak") side by side, to see where one only
 * stands in for another.
 */
export const COUNTED_WORDS: readonly { label: string; pattern: RegExp }[] = [
  { label: "“ya da”", pattern: word("ya da") },
  { label: "“veya”", pattern: word("veya") },
  { label: "“yahut”", pattern: word("yahut") },
  { label: "“genellikle”", pattern: word("genellikle") },
  { label: "“çoğunlukla”", pattern: word("çoğunlukla") },
  { label: "“çoğu zaman”", pattern: word("çoğu zaman") },
  { label: "“kural olarak”", pattern: word("kural olarak") },
  { label: "“birkaç”", pattern: word("birkaç") },
];

export interface WordCount {
  label: string;
  count: number;
  perThousand: number;
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
  counts: WordCount[];
  forms: Record<ArticleForm, number>;
  lengths: { label: string; count: number }[];
}

export function varietyReport(articles: readonly VarietyArticle[]): VarietyReport {
  const words = articles.reduce((sum, a) => sum + a.wordCount, 0);
  const texts = articles.map((a) => a.text);
  const counts = COUNTED_WORDS.map(({ label, pattern }) => {
    const count = texts.reduce((sum, text) => sum + (text.match(pattern)?.length ?? 0), 0);
    const perThousand = words === 0 ? 0 : Math.round((count / words) * 10_000) / 10;
    return { label, count, perThousand };
  });
  const forms = Object.fromEntries(ARTICLE_FORMS.map((f) => [f, 0])) as Record<ArticleForm, number>;
  for (const a of articles) forms[a.form] += 1;
  const lengths = LENGTH_BANDS.map((band, i) => {
    const min = i === 0 ? 0 : (LENGTH_BANDS[i - 1]?.max ?? 0) + 1;
    const count = articles.filter((a) => a.wordCount >= min && a.wordCount <= band.max).length;
    return { label: band.label, count };
  });
  return { words, counts, forms, lengths };
}
