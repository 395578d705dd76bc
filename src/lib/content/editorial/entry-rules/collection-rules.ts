import type { z } from "zod";
import { PAGE_SEGMENT } from "@/lib/paths";
import { authorSchema, pageFrontMatterSchema, reviewerSchema } from "../../loading/schemas";
import { fieldStyleFindings, houseStyleFindings } from "../house-style";
import type { EntryContext, EntryInput, SlugOwner } from "./context";
import { error, type Finding } from "./finding";
import { turkishIssue } from "./zod-issues";

/**
 * The rules of the other files the desk edits: authors, medical reviewers and static pages.
 * The loaders (../../loading/authors.ts, ../../loading/reviewers.ts, ../../loading/pages.ts) and the desk run these.
 */

function schemaFindings(schema: z.ZodType, data: unknown): Finding[] {
  const parsed = schema.safeParse(data);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) =>
    error(
      "schema",
      issue.path.length > 0 ? issue.path.join(".") : "-",
      turkishIssue(issue, data),
      issue.message,
    ),
  );
}

/** The slug belongs to the first file (in the files' order) that names it. */
function slugTaken(
  entry: EntryInput,
  owners: readonly SlugOwner[],
  who: "yazar" | "hekim",
): Finding[] {
  const slug = entry.data.slug;
  const owner = owners.find((o) => o.slug === slug);
  if (typeof slug !== "string" || !owner || owner.file === entry.file) return [];
  return [
    error(
      "slug",
      "slug",
      `“${slug}” adresini başka bir ${who} kullanıyor (${owner.file}): başka bir adres seçin.`,
      `"${slug}" is already used by ${owner.file}`,
    ),
  ];
}

export function checkAuthor(entry: EntryInput, context: Pick<EntryContext, "authors">): Finding[] {
  const findings = schemaFindings(authorSchema, entry.data);
  if (entry.data.slug === PAGE_SEGMENT)
    return [
      ...findings,
      error(
        "slug",
        "slug",
        `“${PAGE_SEGMENT}” adresi listelerin sayfalarına ayrılmış: başka bir adres seçin.`,
        `"${PAGE_SEGMENT}" is reserved for the pages of listings`,
      ),
    ];
  return [...findings, ...slugTaken(entry, context.authors, "yazar")];
}

export function checkReviewer(
  entry: EntryInput,
  context: Pick<EntryContext, "reviewers">,
): Finding[] {
  return [
    ...schemaFindings(reviewerSchema, entry.data),
    ...slugTaken(entry, context.reviewers, "hekim"),
  ];
}

export function checkPage(entry: EntryInput, context: Pick<EntryContext, "language">): Finding[] {
  const findings = schemaFindings(pageFrontMatterSchema, entry.data);
  if (context.language !== "tr") return findings;
  const description = typeof entry.data.description === "string" ? entry.data.description : "";
  return [
    ...findings,
    ...houseStyleFindings(entry.body).map((f) =>
      error("house-style", "body", f.tr, f.message, f.line),
    ),
    ...fieldStyleFindings(description).map((f) =>
      error("house-style", "description", f.tr, f.message),
    ),
  ];
}
