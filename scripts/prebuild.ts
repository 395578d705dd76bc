/**
 * Build step 1: load and validate all content, make the images, compose the model from
 * both and write it as the snapshot the pages read. When content is invalid it prints every
 * problem and writes nothing.
 *   npx tsx scripts/prebuild.ts        (npm run build and npm run dev run it)
 */
import { pathToFileURL } from "node:url";
import { formatProblem } from "@/lib/content/problems";
import { writeSnapshot } from "@/lib/content/snapshot";
import { withImages } from "@/lib/content/with-images";
import { buildImages, ImageError } from "@/lib/images/build-images";
import { loadOrReport } from "./load-or-report";

/** Returns false (after printing why) when the content is invalid. */
export async function prebuild(): Promise<boolean> {
  const loaded = loadOrReport();
  if (!loaded) return false;
  for (const warning of loaded.warnings) console.warn(`warning: ${formatProblem(warning)}`);
  const started = Date.now();
  let built: Awaited<ReturnType<typeof buildImages>>;
  try {
    built = await buildImages(loaded);
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    console.error(`Image is invalid:\n${error.message}`);
    return false;
  }
  const { stats } = built;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${stats.images} images, ${stats.written} files written, ${stats.removed} stale files removed (${seconds} s)`,
  );
  const model = withImages(loaded.model, built.images);
  writeSnapshot(model, loaded.bodies);
  const { articles, authors, categories } = model;
  console.log(
    `content: ${articles.length} articles, ${authors.length} authors, ${categories.length} categories`,
  );
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = (await prebuild()) ? 0 : 1;
}
