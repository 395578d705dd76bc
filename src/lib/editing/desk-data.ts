import type { RuleFacts } from "@/lib/content/editorial/entry-rules/context";
import { type ReadContent, toAuthor } from "@/lib/content/loading/load-content";
import type { ContentProblem } from "@/lib/content/loading/problems";
import type { AuthorDraft, CategoryNode, ImageRef, Site } from "@/lib/content/types";
import { collectionOf, type DeskCollection, fieldName } from "./texts";

/**
 * The desk's picture of the site (editor-data.json), read from content/ on every request
 * whatever state it is in: settings, category tree, authors and reviewers as far as they are
 * valid, what the entry rules need to check an entry before it is saved, every problem the
 * build would stop on (listed at the top of the desk, each with a link to fix it), and the
 * avatars and covers the last build drew.
 */
export interface DeskData {
  /** null when the settings file itself is invalid (one of the problems). */
  site: Site | null;
  categories: CategoryNode[];
  authors: (AuthorDraft & { avatar?: ImageRef })[];
  /** Covers the last build drew for articles without one of their own, by the article's file. */
  covers: Record<string, ImageRef>;
  /** The medical reviewers, for the preview's "Tıbbi inceleme" line. */
  reviewers: { slug: string; name: string; title: string }[];
  /** For the entry rules (src/lib/content/editorial/entry-rules); files named as the desk names them. */
  facts: RuleFacts;
  problems: DeskProblem[];
}

/** A problem of a file, for the list at the top of the desk. */
export interface DeskProblem {
  /** From the repository's root, as the desk names files: `content/articles/x.md`. */
  file: string;
  /** Where the desk opens the file (`#/collections/…`); null for files it has no form for. */
  link: string | null;
  /** The field's name on the form ("Açıklama", "Metin, satır 12"). */
  field: string;
  message: string;
  severity: "error" | "warning";
}

/** The desk's address of a file's form: `#/collections/articles/entries/gunes-kremi`. */
export function entryLink(file: string): string | null {
  const collection = collectionOf(file);
  if (!collection) return null;
  if (collection === "categories") return "#/collections/categories/entries/tree";
  const stem = file.slice(file.lastIndexOf("/") + 1).replace(/\.(md|ya?ml)$/, "");
  return `#/collections/${collection}/entries/${stem}`;
}

function deskProblem(problem: ContentProblem, severity: DeskProblem["severity"]): DeskProblem {
  const collection: DeskCollection | "" = collectionOf(problem.file) ?? "";
  return {
    file: problem.file,
    link: entryLink(problem.file),
    field: fieldName(collection, problem.field),
    message: problem.tr ?? problem.problem,
    severity,
  };
}

export function deskData(
  read: Pick<ReadContent, "site" | "categories" | "authors" | "reviewers" | "facts">,
  problems: { errors: readonly ContentProblem[]; warnings: readonly ContentProblem[] },
  built: { avatars: ReadonlyMap<string, ImageRef>; covers: ReadonlyMap<string, ImageRef> },
  /** A file as the loader names it → from the repository's root, as Decap does. */
  repoPath: (file: string) => string,
): DeskData {
  const inRepo = <T extends { file: string }>(owner: T): T => ({
    ...owner,
    file: repoPath(owner.file),
  });
  const facts: RuleFacts = {
    ...read.facts,
    authors: read.facts.authors.map(inRepo),
    reviewers: read.facts.reviewers.map(inRepo),
    articles: read.facts.articles.map(inRepo),
  };
  // A slug's built cover is the first file's that names it, as the build decides (never a
  // second file's that took the same slug).
  const covers: Record<string, ImageRef> = {};
  for (const [slug, cover] of built.covers) {
    const owner = facts.articles.find((a) => a.slug === slug);
    if (owner) covers[owner.file] = cover;
  }
  return {
    site: read.site,
    categories: read.categories,
    authors: read.authors.map(({ data }) => {
      const author: AuthorDraft = toAuthor(data);
      const avatar = built.avatars.get(data.slug);
      return avatar ? { ...author, avatar } : author;
    }),
    covers,
    reviewers: [...read.reviewers.values()].map(({ slug, name, title }) => ({ slug, name, title })),
    facts,
    problems: [
      ...problems.errors.map((p) => deskProblem({ ...p, file: repoPath(p.file) }, "error")),
      ...problems.warnings.map((p) => deskProblem({ ...p, file: repoPath(p.file) }, "warning")),
    ],
  };
}
