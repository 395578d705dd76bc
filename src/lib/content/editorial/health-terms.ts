/**
 * The words that make a text a health text: an active ingredient with a medical edge, a drug,
 * an allergen or a skin or hair condition (content/STYLE.md, "Sağlık dili"). An article that
 * names them as its subject needs a physician's review whatever its category; one that says
 * "akne" once in passing does not. One list, here, read by the content check.
 */

export type HealthTermKind = "active" | "drug" | "allergen" | "condition" | "sun";

interface HealthTerm {
  /** The term as editors know it, for the message. */
  label: string;
  kind: HealthTermKind;
  pattern: RegExp;
  /** Matched in the text folded to lower case (a word), or as written (an abbreviation). */
  folded: boolean;
}

// Turkish adds its suffixes to the stem ("retinolü", "egzamaya", "akneli"): a term matches at a
// word's start, with any letters after it, in the text folded to lower case by Turkish rules
// ("İzotretinoin" → "izotretinoin"; a plain `i` flag leaves "İ" alone). (?<!\p{L}) is a word
// edge that knows Turkish letters.
const stem = (text: string) =>
  new RegExp(`(?<!\\p{L})${text.replaceAll(" ", "\\s+")}\\p{L}*`, "gu");
// An abbreviation in capitals only ("AHA", not the "aha" of surprise), with a suffix after ’ or '.
const capitals = (text: string) => new RegExp(`(?<![\\p{L}\\d])${text}(?![\\p{L}\\d])`, "gu");

const term = (kind: HealthTermKind, label: string, abbreviation = false): HealthTerm => ({
  label,
  kind,
  pattern: abbreviation ? capitals(label) : stem(label),
  folded: !abbreviation,
});

export const HEALTH_TERMS: readonly HealthTerm[] = [
  term("active", "retinol"),
  term("active", "retinoid"),
  term("active", "tretinoin"),
  term("active", "adapalen"),
  term("active", "AHA", true),
  term("active", "BHA", true),
  term("active", "glikolik asit"),
  term("active", "laktik asit"),
  term("active", "salisilik asit"),
  term("active", "mandelik asit"),
  term("active", "azelaik asit"),
  term("active", "benzoil peroksit"),
  term("active", "hidrokinon"),
  term("active", "minoksidil"),
  term("active", "finasterid"),
  term("drug", "izotretinoin"),
  term("drug", "antibiyotik"),
  term("drug", "kortizon"),
  term("drug", "kortikosteroid"),
  term("drug", "antihistamin"),
  term("drug", "doksisiklin"),
  term("drug", "spironolakton"),
  term("allergen", "PPD", true),
  term("allergen", "parafenilendiamin"),
  term("allergen", "TPO", true),
  term("allergen", "akrilat"),
  term("allergen", "metakrilat"),
  term("allergen", "HEMA", true),
  term("allergen", "nikel"),
  term("allergen", "parfüm alerji"),
  term("allergen", "alerjen"),
  term("condition", "egzama"),
  term("condition", "rozasea"),
  term("condition", "akne"),
  term("condition", "dermatit"),
  term("condition", "alopesi"),
  term("condition", "sedef hastalı"),
  term("condition", "psoriazis"),
  term("condition", "melazma"),
  term("condition", "vitiligo"),
  term("condition", "ürtiker"),
  term("condition", "güneş yanığı"),
  term("condition", "cilt kanser"),
  term("condition", "melanom"),
  term("condition", "fotosensitiv"),
  term("condition", "ışığa duyarlı"),
  term("sun", "SPF", true),
  term("sun", "UVA", true),
  term("sun", "UVB", true),
];

/** The prose of a Markdown body: no link addresses, no code, no sources list (titles, not claims). */
export function proseOf(markdown: string): string {
  const kept: string[] = [];
  let fenced = false;
  let sources = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/u.test(line)) fenced = !fenced;
    if (fenced) continue;
    if (/^#{1,6}\s/u.test(line)) sources = /^##\s+Kaynaklar\s*$/u.test(line);
    if (!sources) kept.push(line);
  }
  return kept
    .join("\n")
    .replace(/`[^`]*`/gu, " ")
    .replace(/\]\([^)]*\)/gu, "]");
}

export interface HealthTermCount {
  label: string;
  kind: HealthTermKind;
  count: number;
}

/** Each health term the text names, with how often, most often first. */
export function healthTermsIn(markdown: string): HealthTermCount[] {
  const prose = proseOf(markdown);
  const folded = prose.toLocaleLowerCase("tr");
  return HEALTH_TERMS.map(({ label, kind, pattern, folded: inFolded }) => ({
    label,
    kind,
    count: (inFolded ? folded : prose).match(pattern)?.length ?? 0,
  }))
    .filter((t) => t.count > 0)
    .sort((a, b) => b.count - a.count);
}

/**
 * Terms that name a medical matter by themselves: a drug, or an allergen by its name (PPD, TPO,
 * an acrylate, nickel). The others (an active, a condition, sun protection, "alerjen") also
 * appear in passing in make-up and hair pieces ("akneye eğilimli ciltte…").
 */
const SPECIFIC = (t: HealthTermCount) =>
  t.kind === "drug" || (t.kind === "allergen" && t.label !== "alerjen");

/** Named twice, a drug or an allergen is the text's subject; other terms, five times. */
export const HEALTH_SUBJECT = { specific: 2, any: 5 } as const;

/**
 * The health terms that make a text about health, or [] when they are few enough to be in
 * passing: a make-up piece that says "akne" once needs no physician.
 */
export function healthSubject(markdown: string): HealthTermCount[] {
  const terms = healthTermsIn(markdown);
  const total = terms.reduce((sum, t) => sum + t.count, 0);
  const specific = terms.filter(SPECIFIC).reduce((sum, t) => sum + t.count, 0);
  return specific >= HEALTH_SUBJECT.specific || total >= HEALTH_SUBJECT.any ? terms : [];
}
