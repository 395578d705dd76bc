import path from "node:path";
import sanitizeHtml from "sanitize-html";
import { readSourceFile } from "./files";
import type { ProblemLog } from "./problems";
import { partnerLinksSchema } from "./schemas";
import type { PartnerLinks } from "./types";

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

export function sanitizePartnerHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

export function loadPartnerLinks(contentDir: string, log: ProblemLog): PartnerLinks {
  const source = readSourceFile(path.join(contentDir, "partner-links.json"));
  if (!source) return { byPath: {}, newUrl: "" };
  let raw: unknown;
  try {
    raw = JSON.parse(source.text);
  } catch (error) {
    log.error(
      source.file,
      "-",
      `is not valid JSON: ${error instanceof Error ? error.message : error}`,
    );
    return { byPath: {}, newUrl: "" };
  }
  const parsed = partnerLinksSchema.safeParse(raw);
  if (!parsed.success) {
    log.zodIssues(source.file, parsed.error);
    return { byPath: {}, newUrl: "" };
  }
  const byPath: Record<string, string[]> = {};
  for (const [pagePath, links] of Object.entries(parsed.data.sapeLinks)) {
    const clean = links.map(sanitizePartnerHtml).filter((html) => html.length > 0);
    if (clean.length > 0) byPath[pagePath] = clean;
  }
  return { byPath, newUrl: sanitizePartnerHtml(parsed.data.sapeNewUrl) };
}
