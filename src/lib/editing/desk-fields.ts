import type { CmsField } from "decap-cms-core";
import type { z } from "zod";
import { imageSchema } from "@/lib/content/loading/schemas";
import { SLUG_PATTERN } from "@/lib/text/slug";
import { HINTS } from "./texts";

/**
 * The desk's building blocks: the names of our formats and widgets, and form fields that carry
 * the Zod schemas' limits (src/lib/content/loading/schemas.ts). The rules themselves run on the whole
 * entry before a save (src/lib/content/editorial/entry-rules): a field shows its findings.
 */

/** Our file formats (src/editor/formats.ts), one per kind of file and its fields' order. */
export const FORMATS = {
  markdown: "isilti-md",
  author: "isilti-author",
  reviewer: "isilti-reviewer",
  tree: "isilti-tree",
} as const;

/** The desk's own widgets (src/editor/widgets.ts). */
export const DESK_WIDGETS = {
  /** The category picker from the tree. */
  entities: "isilti-entities",
  /** A day in the site's terms: Turkish format, Istanbul. */
  date: "isilti-date",
  /** A slug made from the title while the file is new. */
  slug: "isilti-slug",
  /** An article's status: draft, planned, published. */
  status: "isilti-status",
} as const;

type Text = z.ZodString;

/**
 * A field with the desk's own widgets or options (`counter`, `suggest_from`, `rules_field`,
 * `required_with`, read by src/editor/checked.tsx): Decap keeps any option on a field and
 * hands it to the widget, but its types list only its own.
 */
export const deskField = (field: Record<string, unknown>): CmsField => field as unknown as CmsField;

/** A text's limits from its Zod schema: what the field's counter shows. */
export const limits = (schema: Text): [number, number] => [
  schema.minLength ?? 0,
  schema.maxLength ?? 100_000,
];

/**
 * `[pattern, message]` for Decap from a Zod string's limits, for the forms no entry rule
 * checks (the category tree): one rule, two places.
 */
export function lengthRule(schema: Text, what = "Bu alan"): [string, string] {
  const [min, max] = limits(schema);
  return [`^[\\s\\S]{${min},${max}}$`, `${what} ${min}–${max} karakter olmalı.`];
}

/** A field the entry rules check, with a counter of its characters. */
export const textField = (
  name: string,
  label: string,
  schema: Text,
  extra: Record<string, unknown> = {},
): CmsField => deskField({ name, label, widget: "string", counter: limits(schema), ...extra });

/** A slug: made from the title (or name) while the file is new, editable before it is saved. */
export const slugField = (hint: string, suggestFrom: "title" | "name"): CmsField =>
  deskField({
    name: "slug",
    label: "Adres (slug)",
    widget: DESK_WIDGETS.slug,
    suggest_from: suggestFrom,
    hint,
  });

/** The category tree's slugs: no entry rule reads that file, the form's pattern checks them. */
export const treeSlugField = (hint: string): CmsField => ({
  name: "slug",
  label: "Adres (slug)",
  widget: "string",
  pattern: [
    SLUG_PATTERN.source,
    "Küçük harf, rakam ve tire kullanın; Türkçe harfleri sadeleştirin: ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u (örnek: gunes-kremi-secimi).",
  ],
  hint,
});

export const dateField = (
  name: string,
  label: string,
  required: boolean,
  hint?: string,
  rulesField?: string,
): CmsField =>
  deskField({
    name,
    label,
    widget: DESK_WIDGETS.date,
    required,
    ...(rulesField ? { rules_field: rulesField } : {}),
    ...(hint ? { hint } : {}),
  });

/** An image and its alt text; the alt text is asked for once an image is chosen. */
export const imageField = (name: string, label: string, hint: string): CmsField => ({
  name,
  label,
  widget: "object",
  required: false,
  collapsed: false,
  hint,
  fields: [
    deskField({
      name: "src",
      label: "Görsel",
      widget: "image",
      choose_url: false,
      required: false,
      rules_field: `${name}.src`,
    }),
    textField("alt", "Alternatif metin", imageSchema.shape.alt, {
      hint: HINTS.alt,
      rules_field: `${name}.alt`,
      required_with: "src",
    }),
  ],
});
