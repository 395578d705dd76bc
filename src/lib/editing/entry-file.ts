import { parseContentFile, writeContentFile } from "./content-file";
import { FIELD_ORDER } from "./fields";

/**
 * A desk entry and the file it is saved as. The desk's formats (src/editor/formats.ts) write
 * entries through `entryText`; the checks before a save read the entry back through
 * `savedEntry`, so the rules see exactly what the build will read from the file (empty fields
 * left out, dates as written), not the form's own shapes.
 */

/** The file as it was read, carried along in the entry (not a form field, never written). */
export const SOURCE = "__source";
/** An article's status as the list shows it ("Taslak", "Planlı: 15 Aralık"), never written. */
export const STATUS = "__status";

export type EntryData = Record<string, unknown>;

const MARKDOWN_ORDER = [...new Set([...FIELD_ORDER.articles, ...FIELD_ORDER.pages])];

/** How each collection's files are written: Markdown with front matter, or YAML. */
export const FILE_KINDS = {
  articles: { kind: "markdown", order: MARKDOWN_ORDER },
  pages: { kind: "markdown", order: MARKDOWN_ORDER },
  authors: { kind: "yaml", order: FIELD_ORDER.authors },
  reviewers: { kind: "yaml", order: FIELD_ORDER.reviewers },
} as const satisfies Record<string, { kind: "markdown" | "yaml"; order: readonly string[] }>;

export type FileKind = (typeof FILE_KINDS)[keyof typeof FILE_KINDS];

/** The entry's parts: the file it came from, its body, and the fields the file holds. */
export function splitEntry(data: object): {
  source: string | null;
  body: string;
  fields: EntryData;
} {
  const { [SOURCE]: source, [STATUS]: _status, body, ...fields } = data as EntryData;
  return {
    source: typeof source === "string" ? source : null,
    body: typeof body === "string" ? body : "",
    fields,
  };
}

/** The text of the file a save writes: only what changed in the file it came from. */
export function entryText(data: object, { kind, order }: FileKind): string {
  const { source, body, fields } = splitEntry(data);
  return writeContentFile(source, fields, kind === "markdown" ? body : "", { kind, order });
}

/** What the build will read from the file once this entry is saved. */
export function savedEntry(data: object, file: FileKind): { data: EntryData; body: string } {
  return parseContentFile(entryText(data, file), file.kind);
}
