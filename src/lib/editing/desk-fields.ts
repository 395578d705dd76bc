import type { CmsField } from "decap-cms-core";
import type { z } from "zod";
import { imageSchema } from "@/lib/content/schemas";
import { SLUG_PATTERN } from "@/lib/text/slug";

/**
 * The desk's building blocks: the names of our formats and widget, and form fields that carry
 * the Zod schemas' rules (src/lib/content/schemas.ts), so a form refuses what the build would.
 */

/** Our file formats (src/editor/formats.ts), one per kind of file and its fields' order. */
export const FORMATS = {
  markdown: "isilti-md",
  author: "isilti-author",
  reviewer: "isilti-reviewer",
  tree: "isilti-tree",
} as const;
/** The custom widget that picks categories from the tree (src/editor/entities-widget.tsx). */
export const ENTITIES_WIDGET = "isilti-entities";

type Text = z.ZodString;
/** `[pattern, message]` for Decap from a Zod string's limits: one rule, two places. */
export function lengthRule(schema: Text, what = "Bu alan"): [string, string] {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 100_000;
  return [`^[\\s\\S]{${min},${max}}$`, `${what} ${min}–${max} karakter olmalı.`];
}

export const TURKISH_LETTER = "A-Za-zÇĞİÖŞÜçğıöşüÂâÎîÛû";

export const slugField = (hint: string): CmsField => ({
  name: "slug",
  label: "Adres (slug)",
  widget: "string",
  pattern: [
    SLUG_PATTERN.source,
    "Küçük harf, rakam ve tire: ç→c ğ→g ı→i ö→o ş→s ü→u (ör. gunes-kremi-secimi).",
  ],
  hint,
});

export const dateField = (
  name: string,
  label: string,
  required: boolean,
  hint?: string,
): CmsField => ({
  name,
  label,
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "DD.MM.YYYY",
  time_format: false,
  picker_utc: true,
  required,
  ...(hint ? { hint } : {}),
});

export const imageField = (name: string, label: string, hint: string): CmsField => ({
  name,
  label,
  widget: "object",
  required: false,
  collapsed: false,
  hint,
  fields: [
    // Not required one by one (the image is optional); together, by src/lib/editing/entry-checks.ts.
    { name: "src", label: "Görsel", widget: "image", choose_url: false, required: false },
    {
      name: "alt",
      label: "Alternatif metin",
      widget: "string",
      required: false,
      hint: "Görseli göremeyen okur için ne gösterdiğini anlatın (ör. “Avucuna güneş kremi sıkmış bir el”).",
      pattern: lengthRule(imageSchema.shape.alt, "Alternatif metin"),
    },
  ],
});
