/**
 * Numbers, plurals and dates through `Intl`, in a language's locale. The formatters are made
 * once per locale: a large site formats thousands of dates in one build.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** A count as the locale writes it ("1.250" in Turkish, "1,250" in English). */
export function formatNumber(locale: string, value: number): string {
  return cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value);
}

/** The forms of a word after a number, by the locale's plural category; `other` is required. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The form of a word that follows `count` (Russian: 1 статья, 2 статьи, 5 статей). */
export function pluralForm(locale: string, count: number, forms: PluralForms): string {
  const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(count);
  return forms[category] ?? forms.other;
}

/** A count and the word that follows it: "5 статей", "1 article". */
export function countOf(locale: string, count: number, forms: PluralForms): string {
  return `${formatNumber(locale, count)} ${pluralForm(locale, count, forms)}`;
}

/** Where a site's dates are read: its locale and the time zone its calendar day follows. */
export interface DateSettings {
  locale: string;
  timeZone: string;
}

/** A day as the locale writes it in full ("9 Ekim 2024", "October 9, 2024"), in the site's time zone. */
export function formatDate(iso: string, { locale, timeZone }: DateSettings): string {
  const format = cached(
    dateFormats,
    `${locale} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, { timeZone, day: "numeric", month: "long", year: "numeric" }),
  );
  return format.format(new Date(iso));
}

/** The year it is in the site's time zone, for the copyright line. */
export function currentYear(timeZone: string, now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat("en", { timeZone, year: "numeric" }).format(now));
}
