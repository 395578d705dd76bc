/**
 * Build step 1: load and validate all content, make the images, compose the model from
 * both and write it as the snapshot the pages read. When content is invalid it prints every
 * problem and writes nothing.
 *   npx tsx scripts/prebuild.ts        (npm run build and npm run dev run it)
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { contentOptionsFromEnv } from "@/lib/content/load-content";
import { markdownCache } from "@/lib/content/markdown-cache";
import { writeSnapshot } from "@/lib/content/snapshot";
import type { Site } from "@/lib/content/types";
import { contentWarnings } from "@/lib/content/warnings";
import { withImages } from "@/lib/content/with-images";
import { buildImages, ImageError } from "@/lib/images/build-images";
import { buildSocialCards } from "@/lib/images/social-cards";
import { writeSitemapParts } from "@/lib/seo/sitemap-parts";
import { loadOrReport } from "./load-or-report";

export interface Prebuilt {
  site: Site;
  /** The content check's warnings (printed too): the build report records them. */
  warnings: string[];
}

/** Returns undefined (after printing why) when the content is invalid. */
export async function prebuild(): Promise<Prebuilt | undefined> {
  const bodies = markdownCache(path.resolve(".cache/markdown"));
  const loaded = loadOrReport({ ...contentOptionsFromEnv(), renderMarkdown: bodies.render });
  if (!loaded) return undefined;
  bodies.prune();
  const warnings = contentWarnings(loaded);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  const started = Date.now();
  let built: Awaited<ReturnType<typeof buildImages>>;
  try {
    built = await buildImages(loaded);
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    console.error(`Image is invalid:\n${error.message}`);
    return undefined;
  }
  const { stats } = built;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${stats.images} images, ${stats.written} files written, ${stats.removed} stale files removed (${seconds} s)`,
  );
  const cardsStarted = Date.now();
  const cards = await buildSocialCards(loaded.model);
  console.log(
    `social cards: ${cards.cards} cards, ${cards.drawn} drawn, ${cards.removed} stale removed (${((Date.now() - cardsStarted) / 1000).toFixed(1)} s)`,
  );
  const model = withImages(loaded.model, built.images);
  writeSnapshot(model, loaded.bodies);
  const parts = writeSitemapParts(model, path.resolve("public"));
  if (parts > 0) console.log(`sitemap: an index over ${parts} files`);
  const { articles, authors, categories } = model;
  console.log(
    `content: ${articles.length} articles, ${authors.length} authors, ${categories.length} categories`,
  );
  return { site: loaded.model.site, warnings };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = (await prebuild()) ? 0 : 1;
}
