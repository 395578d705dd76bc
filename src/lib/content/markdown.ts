import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import type { Language } from "@/lib/i18n";
import { toSlug } from "@/lib/text/slug";
import { TURKISH_SYLLABLES_PER_WORD } from "./quality";
import type { TocEntry } from "./types";

/** An article gets a table of contents from this many `##` headings on. */
export const TOC_MIN_HEADINGS = 3;

/**
 * Ids the article page uses around the body: a heading never takes one of them (it gets
 * `-2`), so an anchor never jumps to the wrong place.
 */
const PAGE_IDS = [
  "main",
  "icindekiler",
  "ilgili-yazilar",
  "author-box-title",
  "consent-title",
  "footer-categories",
  "footer-info",
];

// Minimal hast shapes: the plugin reads element names, text and sets ids, nothing more.
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const textOf = (node: HastNode): string =>
  node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("");

/**
 * Heading ids as ASCII Turkish slugs ("Güneş Kremi Seçimi" → gunes-kremi-secimi), unique in
 * the page (a repeated heading gets -2, -3, …), and the `##` headings collected in order.
 */
function rehypeHeadings() {
  return (tree: HastNode, file: { data: Record<string, unknown> }) => {
    const used = new Set(PAGE_IDS);
    const headings: TocEntry[] = [];
    const visit = (node: HastNode) => {
      if (node.type === "element" && /^h[1-6]$/.test(node.tagName ?? "")) {
        const text = textOf(node).replace(/\s+/g, " ").trim();
        const id = uniqueId(toSlug(text) || "bolum", used);
        node.properties = { ...node.properties, id };
        if (node.tagName === "h2") headings.push({ id, text });
        return;
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
    file.data.headings = headings;
  };
}

function uniqueId(base: string, used: Set<string>): string {
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/**
 * A wide table scrolls sideways inside the text column (.prose table): a keyboard reader must
 * be able to focus it to scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
function rehypeFocusableTables() {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      if (node.type === "element" && node.tagName === "table")
        node.properties = { ...node.properties, tabIndex: 0 };
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}

// Raw HTML in Markdown is dropped (remark-rehype without allowDangerousHtml) and the result is
// sanitized (GitHub's allow-list: no javascript: URLs): nothing an editor pastes can inject script.
// Heading ids come after sanitizing, so they keep their plain names.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeHeadings)
  .use(rehypeFocusableTables)
  .use(rehypeStringify)
  .freeze();

export interface RenderedMarkdown {
  html: string;
  /** Every `##` heading, in order, with the id its anchor links to. */
  headings: TocEntry[];
}

export function renderMarkdownWithHeadings(markdown: string): RenderedMarkdown {
  const file = processor.processSync(markdown);
  return { html: String(file), headings: (file.data.headings as TocEntry[] | undefined) ?? [] };
}

export function renderMarkdown(markdown: string): string {
  return renderMarkdownWithHeadings(markdown).html;
}

/** The table of contents of an article: its `##` headings, or none below the threshold. */
export function tableOfContents(headings: readonly TocEntry[]): TocEntry[] {
  return headings.length >= TOC_MIN_HEADINGS ? [...headings] : [];
}

/**
 * Words a reader reads, counted as `wc -w` counts the rendered text: a link is its text (not its
 * address), an image is not read, Markdown syntax does not count, and "%0,3", "5–7" or
 * "2024/996" is one word.
 */
export function countWords(markdown: string): number {
  return readText(markdown)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * Letters and digits a reader reads, the measure of a Korean text (글자 수: no spaces nor
 * punctuation), read from the Markdown as `countWords` reads it.
 */
export function countCharacters(markdown: string): number {
  return readText(markdown).match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

/** The text of a Markdown body as a reader sees it: link texts without addresses, no images. */
function readText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, " ")
    .replace(/[#>*_`|]+/g, " ");
}

/** Turkish, English and Russian, read and measured in words. */
export const WORDS_PER_MINUTE = 200;

/**
 * Korean, read and measured in characters (Hangul writes one syllable per character): the
 * words-a-minute rate times the syllables of a Turkish word (2.55), the factor that sets a
 * Korean article's length (./quality.ts, `articleLength`), so that a Korean text the length
 * rule equates with a Turkish one takes as many minutes. Measured Korean silent reading is
 * close: 202 eojeol a minute on sentences of 18.9 characters in 6.5 eojeol, about 590
 * characters, on easy primary-school sentences (Song, Kim and Hyung, "Validity of Korean
 * Version Reading Speed Application", J Korean Ophthalmol Soc 2016;57(4):642-649).
 */
export const KOREAN_CHARACTERS_PER_MINUTE = Math.round(
  WORDS_PER_MINUTE * TURKISH_SYLLABLES_PER_WORD,
);

/** Minutes a Markdown body takes to read in the site's language, never less than one. */
export function readingMinutes(markdown: string, language: Language): number {
  const minutes =
    language === "ko"
      ? countCharacters(markdown) / KOREAN_CHARACTERS_PER_MINUTE
      : countWords(markdown) / WORDS_PER_MINUTE;
  return Math.max(1, Math.round(minutes));
}
