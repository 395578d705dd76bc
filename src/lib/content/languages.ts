/**
 * What a site's language decides (docs/behaviour.md#languages): the `lang` of every page, the Open Graph
 * locale, the partner-links heading and the contact address's local part. Pure data: the
 * loader and the rendering both import it.
 */

export const LANGUAGES = ["tr", "en", "ru", "ko"] as const;
export type Language = (typeof LANGUAGES)[number];

export const LOCALES = ["tr_TR", "en_US", "ru_RU", "ko_KR"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Readonly<Record<Language, Locale>> = {
  tr: "tr_TR",
  en: "en_US",
  ru: "ru_RU",
  ko: "ko_KR",
};

/** The heading of the partner-links block. */
export const PARTNER_LINKS_HEADING: Readonly<Record<Language, string>> = {
  tr: "Sponsorlu Bağlantılar",
  en: "Partner Links",
  ru: "Рекомендуемые сайты",
  ko: "관련 자료",
};

export function partnerLinksHeading(language: Language): string {
  return PARTNER_LINKS_HEADING[language];
}

/** The contact address when the settings name none: `{local part}@{domain}`. */
export const CONTACT_LOCAL_PART: Readonly<Record<Language, string>> = {
  tr: "iletisim",
  en: "contact",
  ru: "info",
  ko: "contact",
};
