import type { Map as ImmutableMap } from "immutable";
import { checkEntry, type Finding } from "@/lib/content/editorial/entry-rules";
import { FILE_KINDS, savedEntry } from "@/lib/editing/entry-file";
import { publicationStatus } from "@/lib/editing/status";
import { desk } from "./desk";

/**
 * The content rules on the entry an editor is writing, as the build will run them on its file
 * (src/lib/content/editorial/entry-rules): every field's check and the save's check read these.
 */

/** Decap's entry: an Immutable map with the collection, the file's path and the form's data. */
export type DeskEntry = ImmutableMap<string, unknown>;

/** Per desk data read, per form data: the checks run once for each change, not per field. */
const cache = new WeakMap<object, WeakMap<object, Finding[]>>();

/** The file the entry was read from, as the desk names files; null for a new entry. */
export function entryFile(entry: DeskEntry): string | null {
  const path = entry.get("path");
  return !entry.get("newRecord") && typeof path === "string" && path !== "" ? path : null;
}

/** The form's data as plain objects. */
export function entryData(entry: DeskEntry): Record<string, unknown> {
  const data = entry.get("data") as { toJS?: () => unknown } | undefined;
  const plain = data?.toJS?.();
  return plain && typeof plain === "object" ? (plain as Record<string, unknown>) : {};
}

/**
 * Every finding that stops this save: errors always, and on an article readers will get (not
 * a draft) the warnings too, as a production deploy refuses a build that has them.
 */
export function entryFindings(entry: DeskEntry, now = new Date()): Finding[] {
  const key = entry.get("data") as object | undefined;
  const facts = desk().facts;
  const seen = cache.get(facts) ?? new WeakMap<object, Finding[]>();
  cache.set(facts, seen);
  const cached = key && seen.get(key);
  if (cached) return cached;
  const collection = String(entry.get("collection"));
  const kind = FILE_KINDS[collection as keyof typeof FILE_KINDS];
  if (!kind) return [];
  const form = entryData(entry);
  const { data, body } = savedEntry(form, kind);
  const draft = collection === "articles" && publicationStatus(data, now).kind === "draft";
  const findings = checkEntry(
    collection,
    { file: entryFile(entry), data, body },
    { ...facts, now },
  ).filter((f) => f.severity === "error" || !draft);
  if (key) seen.set(key, findings);
  return findings;
}

/** The findings a form field shows: its own, and for a list field those of its items. */
export function fieldFindings(
  findings: readonly Finding[],
  field: string,
  list = false,
): Finding[] {
  return findings.filter((f) => f.field === field || (list && f.field.startsWith(`${field}.`)));
}

/** A finding as the field shows it: a body's line first. */
export const findingText = (f: Finding) => (f.line ? `Satır ${f.line}: ${f.message}` : f.message);
