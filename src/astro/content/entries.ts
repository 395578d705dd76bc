/** The collection the site's content is stored in (src/astro/content.config.ts). */
export const COLLECTION = "site";
/** The entry holding the composed model (site, categories, authors, article summaries, index). */
export const MODEL_ID = "model";
/** Article bodies are entries of their own, `body/{slug}`, their HTML as the rendered content. */
export const BODY_PREFIX = "body/";
