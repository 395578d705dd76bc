/**
 * Signs of formula writing across the publication, counted for editors: how many articles end
 * with the same kind of section, how often a description closes the same way, how many
 * sentences send the reader to a doctor. `npm run content:stats` prints the counts; none warns
 * or fails, since a count of ordinary words says nothing about whether a sentence is right. What
 * is an error (a straight apostrophe) is found one text at a time, below.
 */

import { htmlText } from "@/lib/text/html-text";

export interface FormulaArticle {
  slug: string;
  description: string;
  /** The article's body as rendered HTML (what the build keeps). */
  html: string;
}

export interface PhraseCount {
  /** What is counted, for the report. */
  label: string;
  count: number;
  /** Articles the count is out of. */
  total: number;
}

interface Phrase {
  label: string;
  /** How many this article counts for (0 or 1 for a yes/no pattern, or occurrences). */
  count: (article: FormulaArticle) => number;
}

/** The last `##` heading of the text, a closing "Kaynaklar" (sources) list aside. */
const lastHeading = (html: string) =>
  [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)]
    .map((m) => (m[1] ?? "").trim())
    .filter((text) => text.toLocaleLowerCase("tr") !== "kaynaklar")
    .at(-1) ?? null;

/**
 * The last section (a closing "Kaynaklar" aside) is a checklist: a list of three or more
 * items with at most one paragraph around it.
 */
export function endsWithChecklist(html: string): boolean {
  const sections = html.split(/<h2\b/).slice(1);
  const last = sections.filter((section) => !/^[^>]*>\s*Kaynaklar\s*<\/h2>/i.test(section)).at(-1);
  if (!last) return false;
  const items = last.match(/<li\b/g)?.length ?? 0;
  const paragraphs = last.replace(/<li\b[\s\S]*?<\/li>/g, "").match(/<p\b/g)?.length ?? 0;
  return items >= 3 && paragraphs <= 1;
}

const sentences = (html: string) =>
  htmlText(html)
    .split(/(?<=[.!?])\s+/u)
    .filter((sentence) => sentence.trim() !== "");

/** A sentence that sends the reader to a doctor: a doctor named and a verb of going or asking. */
const REFERRAL_DOCTOR = /dermatolo|hekim|doktor|deri hastalıkları uzman/iu;
const DERMATOLOGIST = /dermatolo|deri hastalıkları uzman/iu;
const REFERRAL_VERB = /danış|başvur|görün|gidin|gitmek|konuşun|sorun|muayene/iu;
const referrals = (html: string, doctor: RegExp) =>
  sentences(html).filter((s) => doctor.test(s) && REFERRAL_VERB.test(s)).length;
/** Sentences sending the reader to a doctor of any kind. */
export const referralCount = (html: string) => referrals(html, REFERRAL_DOCTOR);
/** Sentences sending the reader to a dermatologist. */
export const dermatologistReferralCount = (html: string) => referrals(html, DERMATOLOGIST);

export const FORMULA_PHRASES: readonly Phrase[] = [
  {
    label: "articles ending with a checklist section",
    count: (a) => (endsWithChecklist(a.html) ? 1 : 0),
  },
  {
    label: "articles ending with “## Sonuç”",
    count: (a) => (lastHeading(a.html)?.toLocaleLowerCase("tr") === "sonuç" ? 1 : 0),
  },
  {
    label: "descriptions ending “…anlatıyoruz”",
    count: (a) => (/anlatıyoruz[.!…]?["”]?\s*$/u.test(a.description) ? 1 : 0),
  },
  {
    label: "articles sending the reader to a doctor more than once",
    count: (a) => (referralCount(a.html) > 1 ? 1 : 0),
  },
  {
    label: "uses of “dermatoloğunuza danışın”",
    count: (a) => a.html.match(/dermatoloğunuza danışın/giu)?.length ?? 0,
  },
];

/** Each phrase's count over the articles. */
export function formulaCounts(articles: readonly FormulaArticle[]): PhraseCount[] {
  return FORMULA_PHRASES.map((phrase) => ({
    label: phrase.label,
    count: articles.reduce((sum, a) => sum + phrase.count(a), 0),
    total: articles.length,
  }));
}

/** A straight apostrophe between two letters ("Işıltı'da"): the house style is ’ ("Işıltı’da"). */
const STRAIGHT_APOSTROPHE = /(\p{L}{1,20})'(\p{L}{1,20})/gu;
/** The ways rendered HTML may write a straight apostrophe. */
const APOSTROPHE_ENTITY = /&#x27;|&#39;|&apos;/g;

/**
 * Straight apostrophes between letters in a text or rendered HTML, as the words they join (at
 * most 3 shown). Code (`<code>`, `<pre>`) is left alone: there a ' is code.
 */
export function straightApostrophes(text: string): { count: number; examples: string[] } {
  // Most texts have none: the letter-run search below costs seconds over 10,000 bodies.
  if (!text.includes("'") && text.search(APOSTROPHE_ENTITY) < 0) return { count: 0, examples: [] };
  const prose = text
    .replace(/<(pre|code)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(APOSTROPHE_ENTITY, "'");
  const found = [...prose.matchAll(STRAIGHT_APOSTROPHE)].map((m) => m[0]);
  return { count: found.length, examples: found.slice(0, 3) };
}

export function apostropheWarning(text: string): string | null {
  const { count, examples } = straightApostrophes(text);
  if (count === 0) return null;
  return `${count} straight apostrophe${count > 1 ? "s" : ""} between letters (${examples.join(", ")}): use ’ (Işıltı’da)`;
}
