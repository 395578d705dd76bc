import { DICTIONARIES } from "@/lib/i18n";

/**
 * What shows that a page speaks its site's language: the words of the Turkish dictionary that
 * no other language shares, and the text a reader (or a screen reader, or a crawler reading
 * the page) meets in a piece of DOM. For component renders and built pages alike.
 */

/** Letters only Turkish writes among the four languages. */
export const TURKISH_LETTERS = /[çğıİöşüÇĞÖŞÜ]/;

/** Values the sample calls give the texts that take some: none of them is in a dictionary. */
const NAME = "Zeta";
const OTHER_NAME = "Qwerty";
const COUNT = 7;

/** Arguments for each text that takes some; a new function without an entry fails the walk. */
const SAMPLE_ARGS: Record<string, unknown[]> = {
  "shell.home": [NAME],
  "shell.subcategories": [NAME],
  "footer.social": [NAME, OTHER_NAME],
  "footer.copyright": [NAME, 2031],
  "home.allInCategory": [NAME],
  "article.readingTime": [COUNT],
  "article.updateNote": [OTHER_NAME],
  "article.medicalReview": [NAME, OTHER_NAME],
  "article.pager": [NAME],
  "article.sections": [COUNT],
  "article.allByAuthor": [NAME],
  "listing.paged": [NAME, COUNT],
  "listing.articleCount": [COUNT],
  "listing.otherNote": [NAME],
  "listing.categoryArticles": [NAME],
  "listing.authorArticles": [NAME],
  "listing.authorSection": [NAME, COUNT],
  "listing.allArticles": [NAME, COUNT],
  "pagination.label": [NAME],
  "breadcrumbs.page": [COUNT],
  "pages.authors.description": [NAME],
  "pages.sitemap.description": [NAME],
  "pages.listing": [NAME, COUNT, OTHER_NAME],
  "pages.author": [NAME, COUNT, OTHER_NAME],
  "pages.authorsPage": [COUNT, OTHER_NAME],
  "search.noResults": [NAME],
  "search.announce.found": [{ categories: COUNT, articles: COUNT, corrected: true }],
};

/** One text of a dictionary: a string, or what a function gives for its sample arguments. */
export interface DictionaryText {
  key: string;
  text: string;
  args: unknown[] | null;
}

/** Every text of a dictionary, the functions called with their sample arguments. */
export function dictionaryTexts(value: unknown, key = ""): DictionaryText[] {
  if (typeof value === "string") return [{ key, text: value, args: null }];
  if (typeof value === "function") {
    const args = SAMPLE_ARGS[key];
    if (!args) throw new Error(`no sample arguments for ${key}: add them to SAMPLE_ARGS`);
    return [{ key, text: value(...args), args }];
  }
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => dictionaryTexts(v, key ? `${key}.${k}` : k));
  throw new Error(`${key}: unexpected ${typeof value}`);
}

/** Keys that are settings, not words: the locale, the time zone, the address's local part. */
const SETTINGS = new Set(["locale", "timeZone", "contactLocalPart"]);

/**
 * The Turkish dictionary's words, cut where a value goes in ("{n} dk okuma" gives "dk okuma"):
 * each piece of at least 4 letters that no other language's dictionary also holds.
 */
export function turkishInterfaceWords(): string[] {
  const { tr, ...others } = DICTIONARIES;
  const shared = new Set(
    Object.values(others).flatMap((d) => dictionaryTexts(d).map((t) => t.text)),
  );
  const values = new RegExp(`${NAME}|${OTHER_NAME}|\\d+`, "g");
  const pieces = dictionaryTexts(tr)
    .filter((t) => !SETTINGS.has(t.key))
    .flatMap((t) => t.text.split(values))
    .map((piece) => piece.trim().replace(/^[\s,.:;()–·-]+|[\s,.:;()–·-]+$/g, ""))
    .filter((piece) => (piece.match(/\p{L}/gu)?.length ?? 0) >= 4 && !shared.has(piece));
  return [...new Set(pieces)];
}

/** Attributes whose values are read out or shown: never ids, addresses or class names. */
const READ_ATTRIBUTES = ["aria-label", "alt", "title", "placeholder", "data-loading-text"];
/** The `<meta>` whose content is text that search results and shared links show. */
const TEXT_META = new Set([
  "description",
  "application-name",
  "og:title",
  "og:description",
  "og:site_name",
  "og:image:alt",
  "twitter:title",
  "twitter:description",
  "twitter:image:alt",
]);

/** The text a reader meets in `root`: its text, and the attributes that are read or shown. */
export function readerText(root: ParentNode): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? "");
    if (node.nodeType === 1) {
      const element = node as Element;
      // Structured data is read by crawlers; other scripts and styles by no one.
      if (element.localName === "style") return;
      if (element.localName === "script" && element.getAttribute("type") !== "application/ld+json")
        return;
      for (const name of READ_ATTRIBUTES) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
      const meta = element.getAttribute("name") ?? element.getAttribute("property") ?? "";
      if (element.localName === "meta" && TEXT_META.has(meta))
        parts.push(element.getAttribute("content") ?? "");
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(root as Node);
  return parts.join("\n");
}

/**
 * The Turkish interface words and letters in `text`, with a little of what surrounds each.
 * Addresses are left out: they never change with the language (`/sayfa/2` stays).
 */
export function turkishInText(all: string, words = turkishInterfaceWords()): string[] {
  const text = all.replace(/https?:\/\/[^\s"'<>]+/g, "");
  const found = words
    .filter((word) => text.includes(word))
    .map((word) => {
      const at = text.indexOf(word);
      return `"${word}" in …${text.slice(Math.max(0, at - 30), at + word.length + 30)}…`;
    });
  const letter = TURKISH_LETTERS.exec(text);
  if (letter)
    found.push(
      `letter "${letter[0]}" in …${text.slice(Math.max(0, letter.index - 30), letter.index + 30)}…`,
    );
  return found;
}
