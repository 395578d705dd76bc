import type { Nodes, Root } from "hast";
import { toString as nodeText } from "hast-util-to-string";
import rehypeParse from "rehype-parse";
import { unified } from "unified";

// HTML is read as a browser reads it (parse5 underneath): tags, comments and entities are the
// parser's business, never a pattern's.
const parser = unified().use(rehypeParse, { fragment: true }).freeze();

/** An HTML fragment as a hast tree, entities decoded. */
export function parseHtml(html: string): Root {
  return parser.parse(html);
}

/**
 * The text of a hast tree as a reader reads it, for counting words and sentences: text nodes
 * only (no attribute), and the elements named in `without` (`code`, say) left out, each as a
 * word break.
 */
export function treeText(node: Nodes, without: readonly string[] = []): string {
  if (without.length === 0) return nodeText(node);
  if (node.type === "element" && without.includes(node.tagName)) return " ";
  if ("children" in node) return node.children.map((child) => treeText(child, without)).join("");
  return nodeText(node);
}

/** The text of an HTML fragment as a reader reads it (see `treeText`). */
export function htmlText(html: string, without: readonly string[] = []): string {
  return treeText(parseHtml(html), without);
}
