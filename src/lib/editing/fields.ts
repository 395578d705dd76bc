/**
 * The order of fields in each collection's form, which is also the order a new file is written
 * in (the order of the bundled files) and where a field added to an old file goes.
 */
export const FIELD_ORDER = {
  articles: [
    "title",
    "slug",
    "description",
    "form",
    "author",
    "date",
    "updated",
    "updated_note",
    "health",
    "review",
    "draft",
    "cover",
    "entities",
  ],
  authors: ["name", "slug", "role", "description", "meta_title", "meta_description", "avatar"],
  reviewers: ["name", "slug", "title", "description"],
  pages: ["title", "description", "updated"],
} as const satisfies Record<string, readonly string[]>;
