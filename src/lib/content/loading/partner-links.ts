import path from "node:path";
import sanitizeHtml from "sanitize-html";
import { normalizePagePath } from "../queries/partner-links-by-path";
import type { PartnerLinks } from "../types";
import { readSourceFile } from "./files";
import type { ProblemLog } from "./problems";
import { partnerLinksSchema } from "./schemas";
import { readValidated } from "./validated";

// Partner-link HTML comes from a third party: only links and inline text survive, only to
// http(s), and every link is marked as paid and opened without giving the partner our window.
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["a", "b", "strong", "em", "i", "span"],
  // rel and target are ours (set below, overriding whatever the partner sent).
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["http", "https"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "sponsored noopener", target: "_blank" },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href,
};

/** sanitize-html writes well-formed markup, so a link is exactly this (links never nest). */
const LINK = /<a\s[^>]*>[\s\S]*?<\/a>/g;
const HTTP_HREF = /\shref="https?:\/\/[^"]+"/;

export function sanitizePartnerHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

/**
 * One entry as the page shows it: sanitized, and only when what is left is one http(s) link
 * with text and nothing around it. Left-over text of a hostile entry (`ipt&gt;alert(24)…`),
 * an entry that lost its link, or several links in one entry give "" (dropped).
 */
export function cleanPartnerEntry(html: string): string {
  const clean = sanitizePartnerHtml(html);
  const links = clean.match(LINK) ?? [];
  const [link] = links;
  if (links.length !== 1 || link === undefined || clean !== link) return "";
  if (!HTTP_HREF.test(link.slice(0, link.indexOf(">") + 1))) return "";
  const text = sanitizeHtml(link, { allowedTags: [], allowedAttributes: {} }).trim();
  return text.length > 0 ? link : "";
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
