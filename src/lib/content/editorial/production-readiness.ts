import path from "node:path";
import { displayPath } from "../loading/files";
import type { HeldArticle, LoadedContent } from "../loading/load-content";
import { draftLinkFindings } from "./entry-rules/draft-links";
import type { Finding } from "./entry-rules/finding";
import { hrefs } from "./links-in-html";

/**
 * What makes a build fit for development but not for readers: sample data the bundled content
 * ships with, and links to articles that are not published. The build records it (build-report.json)
 * and a production deploy refuses while any list is non-empty (src/lib/deploy/checks.ts).
 */
export interface Readiness {
  /** Site settings still holding a bracketed placeholder such as `[ŞİRKET UNVANI]`. */
  placeholders: string[];
  /** Partner links to domains reserved for examples (the bundled sample file). */
  samplePartnerLinks: string[];
  /** Published pages linking to a draft or a scheduled article. */
  unpublishedLinks: string[];
  /** Health articles whose medical review has not happened yet (no `review.date`). */
  unreviewed: string[];
}

/**
 * A placeholder is capitals in square brackets ("[ŞİRKET UNVANI]", "[AÇIK ADRES, İLÇE / İL]"):
 * no lower-case letter inside, so Markdown link text and "[1]"-style notes never match.
 */
const PLACEHOLDER = /\[(?=[^\]\n]*\p{Lu}{2})[^\]\n\p{Ll}]+\]/gu;

/** Every placeholder in a value, with the dotted path of the field holding it. */
export function placeholdersIn(value: unknown, at = ""): { field: string; text: string }[] {
  if (typeof value === "string")
    return [...value.matchAll(PLACEHOLDER)].map((m) => ({ field: at, text: m[0] }));
  if (Array.isArray(value)) return value.flatMap((v, i) => placeholdersIn(v, join(at, String(i))));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => placeholdersIn(v, join(at, k)));
  return [];
}
const join = (at: string, key: string) => (at ? `${at}.${key}` : key);

/** RFC 2606 / 6761 names: no real partner lives there, so a link to one is a sample. */
export function isExampleHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  return /(^|\.)example\.(com|net|org)$/.test(h) || /\.(example|test|invalid|localhost)$/.test(h);
}

function hostOf(href: string): string | null {
  try {
    return new URL(href).hostname;
  } catch {
    return null;
  }
}

export function samplePartnerLinks(loaded: LoadedContent, contentDir: string): string[] {
  const { byPath, newUrl } = loaded.model.partnerLinks;
  const links = [...Object.values(byPath).flat(), newUrl].flatMap(hrefs);
  const hosts = [...new Set(links.map(hostOf).filter((h): h is string => !!h && isExampleHost(h)))];
  if (hosts.length === 0) return [];
  const count = links.filter((href) => hosts.includes(hostOf(href) ?? "")).length;
  return [
    `${displayPath(path.join(contentDir, "partner-links.json"))}: ${count} sample partner link(s) (${hosts.sort().join(", ")}, names reserved for examples): put the partners' real file in its place, or delete it`,
  ];
}

export function unpublishedLinks(loaded: LoadedContent, held: readonly HeldArticle[]): string[] {
  return unpublishedLinkFindings(loaded, held).map(
    ({ name, finding }) => `${name} ${finding.detail}`,
  );
}

/**
 * Published pages' links to drafts and scheduled articles, by the entry rule the desk runs
 * before a save (./entry-rules/draft-links.ts): `name` is the page (`article x`, `page terms`),
 * `file` its file where it has one.
 */
export function unpublishedLinkFindings(
  loaded: LoadedContent,
  held: readonly HeldArticle[],
): { name: string; file: string | null; finding: Finding }[] {
  if (held.length === 0) return [];
  const { site, articles, pages } = loaded.model;
  const files = new Map(loaded.facts.articles.toReversed().map((a) => [a.slug, a.file]));
  const pagesWithHtml = [
    ...articles.map((a) => ({
      name: `article ${a.slug}`,
      file: files.get(a.slug) ?? null,
      html: loaded.bodies.get(a.slug) ?? "",
    })),
    ...pages.map((p) => ({ name: `page ${p.slug}`, file: null, html: p.html })),
  ];
  return pagesWithHtml.flatMap(({ name, file, html }) =>
    draftLinkFindings(html, site.url, held).map((finding) => ({ name, file, finding })),
  );
}

/** Everything a production deploy must not take, from content loaded as the build loads it. */
export function contentReadiness(loaded: LoadedContent, contentDir: string): Readiness {
  const site = loaded.model.site;
  const settingsFile = displayPath(path.join(contentDir, "site", `${site.name}.yaml`));
  const inSettings = placeholdersIn(site);
  const fromSettings = new Set(inSettings.map((p) => p.text));
  // A page shows the settings' placeholders through {{controller.…}}: named once, at the source.
  const inPages = loaded.model.pages.flatMap((page) =>
    placeholdersIn(page.html)
      .filter((p) => !fromSettings.has(p.text))
      .map(
        ({ text }) =>
          `${displayPath(path.join(contentDir, "pages", `${page.slug}.md`))}: still holds the placeholder "${text}"`,
      ),
  );
  const inReviewers = loaded.model.reviewers.flatMap((reviewer) =>
    placeholdersIn(reviewer).map(
      ({ field, text }) =>
        `${displayPath(path.join(contentDir, "reviewers", `${reviewer.slug}.yaml`))}: ${field} is still the placeholder "${text}"`,
    ),
  );
  return {
    placeholders: [
      ...inSettings.map(
        ({ field, text }) => `${settingsFile}: ${field} is still the placeholder "${text}"`,
      ),
      ...new Set(inPages),
      ...inReviewers,
    ],
    samplePartnerLinks: samplePartnerLinks(loaded, contentDir),
    unpublishedLinks: unpublishedLinks(loaded, loaded.held),
    unreviewed: unreviewedArticles(loaded),
  };
}

/** Articles that name a reviewer but no review date: the reviewer has not reviewed them yet. */
export function unreviewedArticles(loaded: LoadedContent): string[] {
  const waiting = loaded.model.articles.filter((a) => a.review && !a.review.date);
  if (waiting.length === 0) return [];
  const names = waiting.slice(0, 5).map((a) => a.slug);
  const more = waiting.length > names.length ? ` and ${waiting.length - names.length} more` : "";
  return [
    `${waiting.length} article(s) name a medical reviewer but no review.date (${names.join(", ")}${more}): set the date when the physician has reviewed each`,
  ];
}

/** One line per problem, in the order a production deploy names them. */
export const readinessLines = (readiness: Readiness): string[] => [
  ...readiness.placeholders,
  ...readiness.samplePartnerLinks,
  ...readiness.unpublishedLinks,
  ...readiness.unreviewed,
];
