import { z } from "zod";
import { SLUG_PATTERN } from "@/lib/text/slug";

const slug = z
  .string({ error: "is required and must be text" })
  .regex(SLUG_PATTERN, "must be lower-case ASCII words joined by hyphens (e.g. gunes-kremi)");

const text = (min: number, max: number) =>
  z
    .string({ error: "is required and must be text" })
    .trim()
    .min(min, `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`);

/** One emoji: a pictograph, optionally with a variation selector, modifiers or joined parts. */
const EMOJI =
  /^\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic})*$/u;

/** `YYYY-MM-DD` or a full ISO date-time; normalised to an ISO string. */
const isoDate = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: "must be a date like 2025-03-14",
  })
  .transform((value) => (value.length === 10 ? `${value}T00:00:00Z` : value));

export const imageSchema = z.strictObject({
  src: z.string().min(1, "must name an image file"),
  alt: text(3, 200),
});

export const siteSchema = z.strictObject({
  name: slug,
  title: text(2, 60),
  tagline: text(2, 80),
  description: text(50, 200),
  domain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, "must be a bare domain like example.com"),
  language: z.enum(["tr", "en", "ru", "ko"]),
  locale: z.enum(["tr_TR", "en_US", "ru_RU"]),
  email: z.email("must be an e-mail address"),
  social: z.strictObject({
    video: z.url({ protocol: /^https$/, error: "must be an https URL" }),
    network: z.url({ protocol: /^https$/, error: "must be an https URL" }),
    photos: z.url({ protocol: /^https$/, error: "must be an https URL" }),
  }),
  analytics: z.strictObject({
    counterUrl: z.url({ protocol: /^https$/, error: "must be an https URL" }),
  }),
  buckets: z.strictObject({ development: slug, production: slug }),
  /** SPEC section 3: put before a generated description (src/lib/seo/description.ts). */
  descriptionEmojis: z
    .array(z.string().regex(EMOJI, "must be one emoji"), {
      error: "is required: a list of four emojis",
    })
    .length(4, "must list exactly four emojis")
    .refine((list) => new Set(list).size === list.length, "must not repeat an emoji"),
  home: z.strictObject({
    spotlight: slug,
    featured: z.array(slug).default([]),
    popular: z.array(slug).default([]),
  }),
});

interface RawCategory {
  slug: string;
  title: string;
  description: string;
  children?: Record<string, RawCategory> | null;
}

const categoryFields = {
  slug,
  title: text(2, 80),
  description: text(20, 300),
};

const leafCategory = z.strictObject({ ...categoryFields, children: z.null().optional() });
const midCategory = z.strictObject({
  ...categoryFields,
  children: z.record(slug, leafCategory).nullable().optional(),
});
/** Three levels allowed: category → subcategory → sub-subcategory. */
export const categoryTreeSchema: z.ZodType<RawCategory[]> = z
  .array(
    z.strictObject({
      ...categoryFields,
      children: z.record(slug, midCategory).nullable().optional(),
    }),
  )
  .min(1, "must list at least one category");

export const authorSchema = z.strictObject({
  name: text(3, 80),
  slug,
  role: text(2, 80),
  description: text(100, 2000),
  meta_title: text(10, 70),
  meta_description: text(50, 200),
  avatar: imageSchema.optional(),
});

const entitySchema = z.strictObject({
  category: z.string().min(1, "must name a category"),
  subcategories: z
    .array(
      z.strictObject({
        subcategory: z.string().min(1, "must name a subcategory"),
        subsubcategories: z.array(z.string().min(1)).default([]),
      }),
    )
    .default([]),
});

export const articleFrontMatterSchema = z
  .strictObject({
    title: text(5, 120),
    slug,
    description: text(50, 300),
    author: slug,
    date: isoDate,
    updated: isoDate.optional(),
    entities: z.array(entitySchema).min(1, "must list at least one category"),
    cover: imageSchema.optional(),
  })
  .refine((a) => !a.updated || a.updated >= a.date, {
    path: ["updated"],
    message: "must not be before date",
  });

export const pageFrontMatterSchema = z.strictObject({
  title: text(2, 80),
  description: text(50, 300),
  updated: isoDate,
});

export const partnerLinksSchema = z.strictObject({
  sapeLinks: z.record(
    z.string().regex(/^\/[^\s]*$/, "keys must be site paths starting with /"),
    z.array(z.string()),
  ),
  sapeNewUrl: z.string(),
});

export type SiteSettings = z.infer<typeof siteSchema>;
export type AuthorFile = z.infer<typeof authorSchema>;
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;
export type ImageInput = z.infer<typeof imageSchema>;
export type { RawCategory };
