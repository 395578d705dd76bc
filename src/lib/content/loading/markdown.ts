import type { Element, Root } from "hast";
import { toString as nodeText } from "hast-util-to-string";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import type { Language } from "@/lib/i18n";
import { toSlug } from "@/lib/text/slug";
import { TURKISH_SYLLABLES_PER_WORD } from "../editorial/article-length";
import type { TocEntry } from "../types";

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

const HEADING = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

/** What the pipeline reads off the tree while it renders, kept beside the HTML. */
interface Readings {
  headings: TocEntry[];
  text: string;
}

/**
 * Heading ids as ASCII Turkish slugs ("Güneş Kremi Seçimi" → gunes-kremi-secimi), unique in
 * the page (a repeated heading gets -2, -3, …); the `##` headings collected in order, and the
 * text a reader reads (tags, entities and Markdown syntax gone), both read once, here, on the
 * tree: counts, the search index and the editorial rules take them from the result.
 */
function rehypeReadings() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const used = new Set(PAGE_IDS);
    const headings: TocEntry[] = [];
    const visit = (node: Root | Element) => {
      if (node.type === "element" && HEADING.has(node.tagName)) {
        const text = nodeText(node).replace(/\s+/g, " ").trim();
        const id = uniqueId(toSlug(text) || "bolum", used);
        node.properties = { ...node.properties, id };
        if (node.tagName === "h2") headings.push({ id, text });
        return;
      }
      for (const child of node.children) if (child.type === "element") visit(child);
    };
    visit(tree);
    file.data.readings = { headings, text: nodeText(tree) } satisfies Readings;
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
  return (tree: Root) => {
    const visit = (node: Root | Element) => {
      if (node.type === "element" && node.tagName === "table")
        node.properties = { ...node.properties, tabIndex: 0 };
      for (const child of node.children) if (child.type === "element") visit(child);
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
  .use(rehypeReadings)
  .use(rehypeFocusableTables)
  .use(rehypeStringify)
  .freeze();

export interface RenderedMarkdown extends Readings {
  html: string;
  /** Every `##` heading, in order, with the id its anchor links to. */
  headings: TocEntry[];
  /** The text a reader reads: what words and characters are counted in. */
  text: string;
}

export function renderMarkdownWithHeadings(markdown: string): RenderedMarkdown {
  const file = processor.processSync(markdown);
  const readings = file.data.readings as Readings | undefined;
  return { html: String(file), headings: readings?.headings ?? [], text: readings?.text ?? "" };
}

export function renderMarkdown(markdown: string): string {
  return renderMarkdownWithHeadings(markdown).html;
}

/** The table of contents of an article: its `##` headings, or none below the threshold. */
export function tableOfContents(headings: readonly TocEntry[]): TocEntry[] {
  return headings.length >= TOC_MIN_HEADINGS ? [...headings] : [];
}

/**
 * Words of a rendered text (`RenderedMarkdown.text`), counted as `wc -w` counts them: a link is
 * its text (not its address), an image is not read, and "%0,3", "5–7" or "2024/996" is one word.
 */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * Letters and digits of a rendered text, the measure of a Korean text (글자 수: no spaces nor
 * punctuation).
 */
export function countCharacters(text: string): number {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
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

/** Minutes a rendered text takes to read in the site's language, never less than one. */
export function readingMinutes(text: string, language: Language): number {
  const minutes =
    language === "ko"
      ? countCharacters(text) / KOREAN_CHARACTERS_PER_MINUTE
      : countWords(text) / WORDS_PER_MINUTE;
  return Math.max(1, Math.round(minutes));
}
