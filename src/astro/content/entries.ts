import type { ContentModel } from "@/lib/content/types";

/** The collection the site's content is stored in (src/astro/content.config.ts). */
export const COLLECTION = "site";
/** The one entry: the composed model and the file of each article's rendered body, by slug. */
export const MODEL_ID = "model";

export interface StoredModel {
  model: ContentModel;
  bodyFiles: Record<string, string>;
}
