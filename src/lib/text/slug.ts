import slugify from "slugify";

/** URL-safe slug: lower-case ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slug from Turkish text; `slugify` maps ç ğ ı İ ö ş ü correctly in strict mode. */
export function toSlug(text: string): string {
  return slugify(text, { lower: true, strict: true, locale: "tr", trim: true });
}
