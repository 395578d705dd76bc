/**
 * The shapes an article can take besides the default explainer (content/STYLE.md, "Yazı
 * biçimleri"): a reader sees the label above the title (`article.forms` in the site's
 * dictionary; the explainer, the house default, has none), so a Q&A or a news item is known as
 * one before the first paragraph.
 */
export const ARTICLE_FORMS = [
  "explainer",
  "qa",
  "routine",
  "myth-vs-fact",
  "seasonal",
  "news",
] as const;

export type ArticleForm = (typeof ARTICLE_FORMS)[number];

/**
 * The form a raw front-matter value names, the explainer when it names none: for readers of
 * files that are not validated (the desk's live preview, content:stats over old revisions).
 */
export const formOf = (value: unknown): ArticleForm =>
  ARTICLE_FORMS.find((form) => form === value) ?? "explainer";

/**
 * Words each form runs to (content/STYLE.md, "Yazı biçimleri"): a news item or a seasonal note
 * is whole at 350 words, an explainer is not; a routine or a Q&A may be a long read.
 */
export const FORM_LENGTHS: Record<ArticleForm, { min: number; max: number }> = {
  explainer: { min: 500, max: 1200 },
  qa: { min: 400, max: 1600 },
  routine: { min: 500, max: 1600 },
  "myth-vs-fact": { min: 350, max: 1200 },
  seasonal: { min: 350, max: 1600 },
  news: { min: 300, max: 700 },
};
