/**
 * Signs of formula writing across the publication, counted for editors: how many articles end
 * with the same kind of section, how often a description closes the same way, how many
 * sentences send the reader to a doctor. `npm run content:stats` prints the counts; none warns
 * or fails, since a count of ordinary words says nothing about whether a sentence is right. What
 * is an error (a straight apostrophe) is found one text at a time, below.
 */

import type { Element, Root } from "hast";
import { toString as nodeText } from "hast-util-to-string";
import { parseHtml, treeText } from "@/lib/text/html-text";

export interface FormulaArticle {
  slug: string;
  description: string;
  /** The article's body as rendered HTML (what the build keeps). */
  html: string;
}

/** An article as the phrases read it: its body parsed once. */
interface ReadArticle {
  description: string;
  tree: Root;
  text: string;
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
  count: (article: ReadArticle) => number;
}

const isElement = (node: Root["children"][number]): node is Element => node.type === "element";

const isSources = (heading: Element) =>
  nodeText(heading).trim().toLocaleLowerCase("tr") === "kaynaklar";

/**
 * The body's sections after each `##` heading (the rendered body is flat: headings, paragraphs
 * and lists side by side), a closing "Kaynaklar" (sources) list aside.
 */
function sections(tree: Root): { heading: Element; content: Element[] }[] {
  const found: { heading: Element; content: Element[] }[] = [];
  for (const node of tree.children.filter(isElement)) {
    if (node.tagName === "h2") found.push({ heading: node, content: [] });
    else found.at(-1)?.content.push(node);
  }
  return found.filter((section) => !isSources(section.heading));
}

/** Elements named `tagName` in `nodes` and below them, not looking inside `skip` elements. */
function countElements(nodes: readonly Element[], tagName: string, skip?: string): number {
  let count = 0;
  const visit = (node: Element) => {
    if (node.tagName === tagName) count++;
    if (node.tagName === skip) return;
    for (const child of node.children) if (child.type === "element") visit(child);
  };
  for (const node of nodes) visit(node);
  return count;
}

/** The last `##` heading's text, a closing "Kaynaklar" (sources) list aside. */
const lastHeading = (tree: Root) => {
  const heading = sections(tree).at(-1)?.heading;
  return heading ? nodeText(heading).trim() : null;
};

/**
 * The last section (a closing "Kaynaklar" aside) is a checklist: a list of three or more
 * items with at most one paragraph around it.
 */
function closesWithChecklist(tree: Root): boolean {
  const last = sections(tree).at(-1);
  if (!last) return false;
  const items = countElements(last.content, "li");
  const paragraphs = countElements(last.content, "p", "li");
  return items >= 3 && paragraphs <= 1;
}

/** `closesWithChecklist` of a rendered body. */
export function endsWithChecklist(html: string): boolean {
  return closesWithChecklist(parseHtml(html));
}

const sentences = (text: string) =>
  text.split(/(?<=[.!?])\s+/u).filter((sentence) => sentence.trim() !== "");

/** A sentence that sends the reader to a doctor: a doctor named and a verb of going or asking. */
const REFERRAL_DOCTOR = /dermatolo|hekim|doktor|deri hastalıkları uzman/iu;
const DERMATOLOGIST = /dermatolo|deri hastalıkları uzman/iu;
const REFERRAL_VERB = /danış|başvur|görün|gidin|gitmek|konuşun|sorun|muayene/iu;
const referrals = (text: string, doctor: RegExp) =>
  sentences(text).filter((s) => doctor.test(s) && REFERRAL_VERB.test(s)).length;
/** Sentences of a rendered text sending the reader to a doctor of any kind. */
export const referralCount = (text: string) => referrals(text, REFERRAL_DOCTOR);
/** Sentences of a rendered text sending the reader to a dermatologist. */
export const dermatologistReferralCount = (text: string) => referrals(text, DERMATOLOGIST);

export const FORMULA_PHRASES: readonly Phrase[] = [
  {
    label: "articles ending with a checklist section",
    count: (a) => (closesWithChecklist(a.tree) ? 1 : 0),
  },
  {
    label: "articles ending with “## Sonuç”",
    count: (a) => (lastHeading(a.tree)?.toLocaleLowerCase("tr") === "sonuç" ? 1 : 0),
  },
  {
    label: "descriptions ending “…anlatıyoruz”",
    count: (a) => (/anlatıyoruz[.!…]?["”]?\s*$/u.test(a.description) ? 1 : 0),
  },
  {
    label: "articles sending the reader to a doctor more than once",
    count: (a) => (referralCount(a.text) > 1 ? 1 : 0),
  },
  {
    label: "uses of “dermatoloğunuza danışın”",
    count: (a) => a.text.match(/dermatoloğunuza\s+danışın/giu)?.length ?? 0,
  },
];

/** Each phrase's count over the articles. */
export function formulaCounts(articles: readonly FormulaArticle[]): PhraseCount[] {
  const read = articles.map(({ description, html }) => {
    const tree = parseHtml(html);
    return { description, tree, text: treeText(tree) };
  });
  return FORMULA_PHRASES.map((phrase) => ({
    label: phrase.label,
    count: read.reduce((sum, a) => sum + phrase.count(a), 0),
    total: articles.length,
  }));
}

/** A straight apostrophe between two letters ("Işıltı'da"): the house style is ’ ("Işıltı’da"). */
const STRAIGHT_APOSTROPHE = /(\p{L}{1,20})'(\p{L}{1,20})/gu;
export interface Apostrophes {
  count: number;
  /** The words they join, at most 3. */
  examples: string[];
}

/** Straight apostrophes between letters in a plain text (a title, a rendered body's text). */
export function straightApostrophes(text: string): Apostrophes {
  const found = [...text.matchAll(STRAIGHT_APOSTROPHE)].map((m) => m[0]);
  return { count: found.length, examples: found.slice(0, 3) };
}

/**
 * Straight apostrophes between letters in rendered HTML, read on its tree (entities such as
 * `&#39;` decoded). Code (`<code>`, `<pre>`) is left alone: there a ' is code.
 */
export function htmlApostrophes(html: string): Apostrophes {
  // In HTML an apostrophe is either itself or an entity (&…;): a body with neither has none,
  // and most have neither (parsing all of 10,000 bodies would cost seconds).
  if (!html.includes("'") && !html.includes("&")) return { count: 0, examples: [] };
  return straightApostrophes(treeText(parseHtml(html), ["code", "pre"]));
}

/** The warning for apostrophes found, or null for none. */
export function apostropheWarning({ count, examples }: Apostrophes): string | null {
  if (count === 0) return null;
  return `${count} straight apostrophe${count > 1 ? "s" : ""} between letters (${examples.join(", ")}): use ’ (Işıltı’da)`;
}
