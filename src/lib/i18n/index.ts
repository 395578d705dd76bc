import type { ArticleForm } from "@/lib/content/model/forms";
import { en } from "./en";
import { ko } from "./ko";
import type { Language } from "./languages";
import { ru } from "./ru";
import type { Dictionary } from "./schema";
import { tr } from "./tr";

export { DEFAULT_LOCALE, LANGUAGES, type Language } from "./languages";
export type { Dictionary } from "./schema";

/** Every language's dictionary: a language without one fails the type check here. */
export const DICTIONARIES: Readonly<Record<Language, Dictionary>> = { tr, en, ru, ko };

/** The texts of a site written in `language` (docs/behaviour.md#languages). */
export function dictionary(language: Language): Dictionary {
  return DICTIONARIES[language];
}

/** The label above an article's title, or null for the explainer, the house default. */
export function formLabel(t: Dictionary, form: ArticleForm): string | null {
  return form === "explainer" ? null : t.article.forms[form];
}
