import path from "node:path";

/**
 * Files the build makes from content (covers, avatars, social cards, sitemap parts), kept at
 * their site paths in a cache outside the source tree: each is made again only when its
 * inputs change, and the build output and the dev server get them from here
 * (src/astro/generated/integration.ts). Nothing generated goes into public/.
 */
export const GENERATED_DIR = path.resolve(".cache/site");
