import { z } from "zod";
import { analyticsSchema } from "@/lib/analytics/settings";
import { LANGUAGES, LOCALES } from "@/lib/i18n/languages";
import { SLUG_PATTERN } from "@/lib/text/slug";
import { ARTICLE_FORMS } from "../model/forms";

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

const https = z.url({ protocol: /^https$/, error: "must be an https URL" });
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, "must be a colour like #8a2d5b");
/** S3's rules for bucket names (also every S3-compatible store's). */
const bucketName = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    "must be 3-63 lower-case letters, digits, dots or hyphens, starting and ending with a letter or digit",
  );

/**
 * content/site/{name}.yaml. Optional fields have defaults derived from the name, the domain and
 * the language (src/lib/content/loading/site-settings.ts).
 */
export const siteSchema = z.strictObject({
  name: slug,
  title: text(2, 60),
  tagline: text(2, 80),
  description: text(50, 200),
  domain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, "must be a bare domain like example.com"),
  language: z.enum(LANGUAGES),
  locale: z.enum(LOCALES).optional(),
  email: z.email("must be an e-mail address").optional(),
  social: z.strictObject({ video: https, network: https, photos: https }),
  /** The visitor counter: its provider and that provider's settings (src/lib/analytics/settings.ts). */
  analytics: analyticsSchema,
  buckets: z
    .strictObject({ development: bucketName.optional(), production: bucketName.optional() })
    .optional(),
  deploy: z
    .strictObject({
      graceDays: z
        .number({ error: "must be a number of days" })
        .int("must be a whole number of days")
        .min(0, "must not be negative")
        .max(365, "must be at most 365"),
    })
    .optional(),
  logo: z
    .string()
    .regex(/^\/[a-z0-9/._-]+\.png$/, "must be a path under public/ to a PNG, like /icons/x.png")
    .optional(),
  colors: z
    .strictObject({ accent: hexColour.optional(), accentDark: hexColour.optional() })
    .optional(),
  /**
   * The data controller (KVKK) and publisher (Law 5651): shown in the privacy policy and the
   * about page's imprint through `{{controller.…}}` placeholders (src/lib/content/loading/page-fields.ts).
   */
  controller: z
    .strictObject({
      legalName: text(2, 200),
      address: text(5, 300),
      mersis: text(2, 40),
      kep: text(3, 120),
      /** The imprint's editor-in-chief and managing editor (Law 5187, "sorumlu yazı işleri müdürü"). */
      editorInChief: text(3, 120).optional(),
      managingEditor: text(3, 120).optional(),
      /** The country of the hosting provider that keeps the server logs (privacy policy). */
      hostingCountry: text(2, 80).optional(),
      /** Default: the site's contact address. */
      email: z.email("must be an e-mail address").optional(),
    })
    .optional(),
  /** Put before a generated description (docs/behaviour.md#descriptions, src/lib/seo/description.ts). */
  descriptionEmojis: z
    .array(z.string().regex(EMOJI, "must be one emoji"), {
      error: "is required: a list of four emojis",
    })
    .length(4, "must list exactly four emojis")
    .refine((list) => new Set(list).size === list.length, "must not repeat an emoji"),
  /**
   * Categories and subcategories about health (skin, skin problems, hair loss…): their articles
   * carry the medical disclaimer unless their own `health` field says otherwise
   * (docs/behaviour.md#health-articles). Keys of the tree.
   */
  health: z.strictObject({ categories: z.array(slug).default([]) }).optional(),
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

export const categoryFields = {
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

/**
 * content/reviewers/{slug}.yaml: a physician who reviews health articles (content/STYLE.md).
 * The publisher names real people; until then a file holds bracketed placeholders, which a
 * production deploy refuses.
 */
export const reviewerSchema = z.strictObject({
  name: text(3, 80),
  slug,
  /** Their specialty as readers should read it: "Dermatoloji uzmanı". */
  title: text(3, 80),
  description: text(20, 600),
});

/** An article's medical review: who, and when (left out until the review has happened). */
const reviewSchema = z.strictObject({ reviewer: slug, date: isoDate.optional() });

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
    // A title is read aloud, listed and searched: emoji, digits or signs alone say nothing.
    title: text(5, 120).regex(/\p{L}/u, "must contain letters (not only emoji, digits or signs)"),
    slug,
    description: text(50, 300),
    /** The article's shape when it is not the default explainer (src/lib/content/model/forms.ts). */
    form: z
      .enum(ARTICLE_FORMS, { error: `must be one of: ${ARTICLE_FORMS.join(", ")}` })
      .optional(),
    author: slug,
    date: isoDate,
    updated: isoDate.optional(),
    /** What the update changed, in one line: shown beside the update date. */
    updated_note: text(10, 200).optional(),
    entities: z.array(entitySchema).min(1, "must list at least one category"),
    cover: imageSchema.optional(),
    /**
     * A health article (the medical disclaimer, a physician's review): `true` or `false` says so
     * whatever the categories; left out, the site's health categories decide
     * (src/lib/content/editorial/health-articles.ts).
     */
    health: z.boolean({ error: "must be true or false" }).optional(),
    /** Required on health articles (src/lib/content/editorial/health-articles.ts). */
    review: reviewSchema.optional(),
    /** Not ready: left out of production builds, shown by `npm run dev`. */
    draft: z.boolean({ error: "must be true or false" }).optional(),
  })
  .refine((a) => !a.updated || a.updated >= a.date, {
    path: ["updated"],
    message: "must not be before date",
    params: { tr: "Güncelleme tarihi yayın tarihinden önce olamaz." },
  })
  .refine((a) => !a.updated || a.updated_note, {
    path: ["updated_note"],
    message: "is required with updated: one line saying what changed",
    params: { tr: "Güncelleme tarihi girdiyseniz neyin değiştiğini burada tek satırla yazın." },
  })
  .refine((a) => !a.updated_note || a.updated, {
    path: ["updated"],
    message: "is required with updated_note: the day of the change",
    params: { tr: "Güncelleme notu yazdıysanız değişikliğin gününü de girin." },
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
  /** One more link, shown on every page above the footer (content/README.md). */
  sapeNewUrl: z.string().default(""),
});

export type SiteSettings = z.infer<typeof siteSchema>;
export type AuthorFile = z.infer<typeof authorSchema>;
export type ReviewerFile = z.infer<typeof reviewerSchema>;
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;
export type { RawCategory };
