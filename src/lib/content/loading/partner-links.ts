import path from "node:path";
import type { Element, ElementContent, Root } from "hast";
import { toString as textOf } from "hast-util-to-string";
import rehypeParse from "rehype-parse";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import { unified } from "unified";
import { normalizePagePath } from "../queries/partner-links-by-path";
import type { PartnerLinks } from "../types";
import { readSourceFile } from "./files";
import type { ProblemLog } from "./problems";
import { partnerLinksSchema } from "./schemas";
import { readValidated } from "./validated";

/**
 * Partner-link HTML comes from a third party: only links and inline text survive, only to
 * http(s). Script and style are dropped with their text; any other element is unwrapped to its
 * text, which the one-link rule below then refuses.
 */
const PARTNER_SCHEMA: SanitizeSchema = {
  tagNames: ["a", "b", "strong", "em", "i", "span"],
  attributes: { a: ["href", "title"] },
  protocols: { href: ["http", "https"] },
  strip: ["script", "style", "template", "noscript", "textarea", "title"],
  ancestors: {},
  required: {},
  clobber: [],
  clobberPrefix: "",
};

// The articles' pipeline (./markdown.ts) with HTML as its input: parsed as the browser parses
// it, sanitized on the tree, written back by the same serializer.
const processor = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeSanitize, PARTNER_SCHEMA)
  .use(rehypeStringify)
  .freeze();

/** The partner's HTML as a sanitized tree. */
function sanitizedTree(html: string): Root {
  return processor.runSync(processor.parse(html));
}

const isBlankText = (node: ElementContent | Root["children"][number]) =>
  node.type === "text" && node.value.trim() === "";

/** An absolute http(s) address: relative and protocol-relative ones would point at our site. */
const isWebAddress = (href: unknown): href is string => {
  if (typeof href !== "string") return false;
  try {
    const url = new URL(href);
    return (url.protocol === "http:" || url.protocol === "https:") && /^https?:\/\//i.test(href);
  } catch {
    return false;
  }
};

/**
 * The entry's one link, when the sanitized tree is exactly that: one `<a>` with an http(s)
 * address and text, and nothing around it but white space.
 */
function onlyLink(tree: Root): Element | null {
  const nodes = tree.children.filter((node) => !isBlankText(node) && node.type !== "comment");
  const [link] = nodes;
  if (nodes.length !== 1 || link?.type !== "element" || link.tagName !== "a") return null;
  if (!isWebAddress(link.properties.href)) return null;
  return textOf(link).trim().length > 0 ? link : null;
}

/**
 * One entry as the page shows it: sanitized, and only when what is left is one http(s) link
 * with text and nothing around it. Left-over text of a hostile entry (`ipt&gt;alert(24)…`),
 * an entry that lost its link, or several links in one entry give "" (dropped). The link is
 * marked as paid and opened without giving the partner our window, whatever the partner sent.
 */
export function cleanPartnerEntry(html: string): string {
  const link = onlyLink(sanitizedTree(html));
  if (!link) return "";
  const { href, title } = link.properties;
  link.properties = {
    href,
    ...(title === undefined ? {} : { title }),
    rel: ["sponsored", "noopener"],
    target: "_blank",
  };
  return processor.stringify({ type: "root", children: [link] });
}

/** Sanitized, filtered entries keyed by normalized path; entries of one page spelled twice merge. */
export function cleanPartnerLinks(raw: {
  sapeLinks: Record<string, string[]>;
  sapeNewUrl: string;
}): PartnerLinks {
  const byPath: Record<string, string[]> = {};
  for (const [pagePath, entries] of Object.entries(raw.sapeLinks)) {
    const clean = entries.map(cleanPartnerEntry).filter((html) => html.length > 0);
    if (clean.length === 0) continue;
    const key = normalizePagePath(pagePath);
    const merged = [...(byPath[key] ?? []), ...clean];
    byPath[key] = merged.filter((html, i) => merged.indexOf(html) === i);
  }
  return { byPath, newUrl: cleanPartnerEntry(raw.sapeNewUrl) };
}

export function loadPartnerLinks(contentDir: string, log: ProblemLog): PartnerLinks {
  const source = readSourceFile(path.join(contentDir, "partner-links.json"));
  if (!source) return { byPath: {}, newUrl: "" };
  const data = readValidated(source, "json", partnerLinksSchema, log);
  return data ? cleanPartnerLinks(data) : { byPath: {}, newUrl: "" };
}
