import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { toSlug } from "@/lib/text/slug";
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
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, " ")
    .replace(/[#>*_`|]+/g, " ");
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** At about 200 words a minute, never less than one minute. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}
