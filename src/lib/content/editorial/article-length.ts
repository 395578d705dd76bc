import { tr as turkish } from "@/lib/i18n/tr";
import { idsUnder } from "../model/article-index";
import { type ArticleForm, FORM_LENGTHS } from "../model/forms";
import type { LoadedModel } from "../types";

/** Every subcategory page should list at least this many articles. */
export const MIN_ARTICLES_PER_SUBCATEGORY = 2;

const TURKISH_LETTERS = /[çğıİöşüÇĞÖŞÜ]/u;

export function hasTurkishLetters(text: string): boolean {
  return TURKISH_LETTERS.test(text);
}

/**
 * How long an article is on a site in its language, against FORM_LENGTHS (set in Turkish words).
 * Turkish, English and Russian count words, as `wc -w` does. Korean does not: a space there sets
 * off an eojeol, a word with its particles or endings attached, and Korean editors measure a
 * text in characters (글자 수, without spaces). Hangul writes one syllable per character, and
 * reading time follows syllables across languages (the IReST texts, read in 17 languages:
 * 370 ± 80 syllables a minute, against word rates that differ by language), so a Korean text
 * runs to a form's length when it has as many syllables as the Turkish text of that many words:
 * 2.55 syllables a word, measured on the house's own Turkish articles (93 articles, 72,050
 * words, 183,930 vowels in the text a reader reads; a Turkish syllable has exactly one vowel).
 * An explainer is then 1,280–3,060 characters.
 */
export function articleLength(
  wordCount: number,
  text: string,
  language: string,
): { count: number; unit: string; perWord: number } {
  if (language !== "ko") return { count: wordCount, unit: "words", perWord: 1 };
  // Letters and digits of the text a reader reads: not spaces nor punctuation.
  const count = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return { count, unit: "characters", perWord: TURKISH_SYLLABLES_PER_WORD };
}

export const TURKISH_SYLLABLES_PER_WORD = 2.55;

/**
 * Editorial problems of one article: shorter or longer than its form runs to (an explainer
 * 500–1,200 words, enough to be of use and short enough to finish on a phone; a news item from
 * 300; measured in the site's language, see `articleLength`), or (on a Turkish site) a body
 * without Turkish letters (a sign of text pasted in ASCII or another language). Titles are not
 * checked: a short Turkish title can be correct without one ("Kil Maskeleri: Hangi Kil Hangi
 * Cilde Uygun?").
 */
export function articleQualityIssues(
  article: { wordCount: number; form?: ArticleForm },
  body: string,
  language = "tr",
): string[] {
  return articleQualityFindings(article, body, language).map((issue) => issue.message);
}

/**
 * The same issues, each with the editor's Turkish beside the log's English. `body` is the text
 * a reader reads (`RenderedMarkdown.text`); outside Korean, where only its letters are looked
 * at, its HTML does as well.
 */
export function articleQualityFindings(
  article: { wordCount: number; form?: ArticleForm },
  body: string,
  language = "tr",
): { message: string; tr: string }[] {
  const issues: { message: string; tr: string }[] = [];
  const form = article.form ?? "explainer";
  const { count, unit, perWord } = articleLength(article.wordCount, body, language);
  // Round figures for a language measured in another unit (1,280, not 1,275), in whole
  // hundredths so that 700 × 2.55 is 1,785 and rounds up as it should.
  const scaled = (words: number) =>
    perWord === 1 ? words : Math.round((words * Math.round(perWord * 100)) / 1000) * 10;
  const min = scaled(FORM_LENGTHS[form].min);
  const max = scaled(FORM_LENGTHS[form].max);
  const as = form === "explainer" ? "" : ` for a ${form} piece`;
  // The form by the name Turkish editors know it from the desk's picker.
  const label = form === "explainer" ? null : turkish.article.forms[form];
  const asTr = label ? ` (${label} biçiminde)` : "";
  const unitTr = unit === "words" ? "kelime" : "karakter";
  if (count < min)
    issues.push({
      message: `${count} ${unit}, fewer than ${min}${as}`,
      tr: `Metin ${count} ${unitTr}; bir yazı${asTr} en az ${min} ${unitTr} olmalı.`,
    });
  if (count > max)
    issues.push({
      message: `${count} ${unit}, more than ${max}${as}`,
      tr: `Metin ${count} ${unitTr}; bir yazı${asTr} en çok ${max} ${unitTr} olabilir.`,
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
