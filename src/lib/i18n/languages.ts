/**
 * The languages a site can be written in and the locales it can name (docs/behaviour.md#languages).
 * Pure data with no texts, so the content schema and the editors' desk can import it without
 * carrying any dictionary.
 */

export const LANGUAGES = ["tr", "en", "ru", "ko"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Open Graph locales (`og:locale`), one per language. */
export const LOCALES = ["tr_TR", "en_US", "ru_RU", "ko_KR"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Readonly<Record<Language, Locale>> = {
  tr: "tr_TR",
  en: "en_US",
  ru: "ru_RU",
  ko: "ko_KR",
};
