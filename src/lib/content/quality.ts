import { tr as turkish } from "@/lib/i18n/tr";
import { idsUnder } from "./article-index";
import { type ArticleForm, FORM_LENGTHS } from "./forms";
import type { LoadedModel } from "./types";

/** Every subcategory page should list at least this many articles. */
export const MIN_ARTICLES_PER_SUBCATEGORY = 2;

const TURKISH_LETTERS = /[çğıİöşüÇĞÖŞÜ]/u;

export function hasTurkishLetters(text: string): boolean {
  return TURKISH_LETTERS.test(text);
}

/**
 * Editorial problems of one article: shorter or longer than its form runs to (an explainer
 * 500–1,200 words, enough to be of use and short enough to finish on a phone; a news item from
 * 300), or (on a Turkish site) a body without
 * Turkish letters (a sign of text pasted in ASCII or another language). Titles are not checked:
 * a short Turkish title can be correct without one ("Kil Maskeleri: Hangi Kil Hangi Cilde Uygun?").
 */
export function articleQualityIssues(
  article: { wordCount: number; form?: ArticleForm },
  body: string,
  language = "tr",
): string[] {
  return articleQualityFindings(article, body, language).map((issue) => issue.message);
}

/** The same issues, each with the editor's Turkish beside the log's English. */
export function articleQualityFindings(
  article: { wordCount: number; form?: ArticleForm },
  body: string,
  language = "tr",
): { message: string; tr: string }[] {
  const issues: { message: string; tr: string }[] = [];
  const form = article.form ?? "explainer";
  const { min, max } = FORM_LENGTHS[form];
  const as = form === "explainer" ? "" : ` for a ${form} piece`;
  // The form by the name Turkish editors know it from the desk's picker.
  const label = form === "explainer" ? null : turkish.article.forms[form];
  const asTr = label ? ` (${label} biçiminde)` : "";
  if (article.wordCount < min)
    issues.push({
      message: `${article.wordCount} words, fewer than ${min}${as}`,
      tr: `Metin ${article.wordCount} kelime; bir yazı${asTr} en az ${min} kelime olmalı.`,
    });
  if (article.wordCount > max)
    issues.push({
      message: `${article.wordCount} words, more than ${max}${as}`,
      tr: `Metin ${article.wordCount} kelime; bir yazı${asTr} en çok ${max} kelime olabilir.`,
    });
  if (language === "tr" && !hasTurkishLetters(body))
    issues.push({
      message: "body has no Turkish letters (ç ğ ı İ ö ş ü)",
      tr: "Metinde hiç Türkçe harf yok (ç ğ ı İ ö ş ü): başka bir dilden ya da Türkçe harfler kaybolarak yapıştırılmış olabilir.",
    });
  return issues;
}

export interface CoverageReport {
  perCategory: {
    key: string;
    title: string;
    count: number;
    subcategories: { key: string; title: string; count: number }[];
  }[];
  thinSubcategories: string[];
  authorsWithoutArticles: string[];
}

/** How the articles spread over the tree and the authors. */
export function coverageReport(model: LoadedModel): CoverageReport {
  const perCategory = model.categories.map((category) => ({
    key: category.key,
    title: category.title,
    count: idsUnder(model.index, category.key).length,
    subcategories: category.children.map((sub) => ({
      key: sub.key,
      title: sub.title,
      count: idsUnder(model.index, category.key, sub.key).length,
    })),
  }));
  const thinSubcategories = perCategory.flatMap((c) =>
    c.subcategories
      .filter((s) => s.count < MIN_ARTICLES_PER_SUBCATEGORY)
      .map((s) => `${c.key}/${s.key} (${s.count})`),
  );
  const writing = new Set(model.articles.map((a) => a.author));
  const authorsWithoutArticles = model.authors
    .filter((a) => !writing.has(a.slug))
    .map((a) => a.slug);
  return { perCategory, thinSubcategories, authorsWithoutArticles };
}
