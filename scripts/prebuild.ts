/**
 * Build step 1: load and validate all content, make the images, compose the model from
 * both and write it as the snapshot the pages read. When content is invalid it prints every
 * problem and writes nothing.
 *   npx tsx scripts/prebuild.ts        (npm run dev runs it)
 *   npx tsx scripts/prebuild.ts --result FILE   also writes what the build needs next as JSON
 * `npm run build` runs it in a process of its own (prebuildInChild): the content model, the
 * Markdown cache and the image encoders it holds (over 1 GB at 10,000 articles) are then given
 * back before `astro build` starts, instead of waiting beside it.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { contentWarnings } from "@/lib/content/editorial/content-warnings";
import { describeHeld } from "@/lib/content/editorial/held-articles";
import {
  contentReadiness,
  type Readiness,
  readinessLines,
} from "@/lib/content/editorial/production-readiness";
import { type ScheduledArticle, upcoming } from "@/lib/content/editorial/upcoming-articles";
import { contentOptionsFrom } from "@/lib/content/loading/load-content";
import { markdownCache } from "@/lib/content/loading/markdown-cache";
import { withImages } from "@/lib/content/model/with-images";
import { writeSnapshot } from "@/lib/content/snapshot";
import type { Site } from "@/lib/content/types";
import { buildImages, ImageError } from "@/lib/images/build-images";
import { buildSocialCards } from "@/lib/images/social-cards";
import { writeSitemapParts } from "@/lib/seo/sitemap-parts";
import { loadOrReport } from "./load-or-report";
import { tsxIn } from "./run-command";
import { envOrExit } from "./support/env";

export interface Prebuilt {
  site: Site;
  /** The content check's warnings (printed too): the build report records them. */
  warnings: string[];
  /** Sample data and links to unpublished articles: a production deploy refuses them. */
  readiness: Readiness;
  /** Articles published. */
  articles: number;
  /** Scheduled articles, soonest first (the daily job's question). */
  upcoming: ScheduledArticle[];
}

/** Returns undefined (after printing why) when the content is invalid. */
export async function prebuild(): Promise<Prebuilt | undefined> {
  const bodies = markdownCache(path.resolve(".cache/markdown"));
  const options = contentOptionsFrom(envOrExit());
  const loaded = loadOrReport({ ...options, renderMarkdown: bodies.render });
  if (!loaded) return undefined;
  bodies.prune();
  const warnings = contentWarnings(loaded);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  for (const line of describeHeld(loaded.held)) console.log(`not published: ${line}`);
  const readiness = contentReadiness(loaded, options.contentDir);
  for (const line of readinessLines(readiness)) console.log(`not for production: ${line}`);
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
  // A card or avatar drawn without some of its letters is the content's to fix (or to accept):
  // warned like the content check's warnings, and recorded with them.
  for (const warning of [...stats.warnings, ...cards.warnings]) {
    console.warn(`warning: ${warning}`);
    warnings.push(warning);
  }
  const model = withImages(loaded.model, built.images);
  writeSnapshot(model, loaded.bodies);
  const parts = writeSitemapParts(model, path.resolve("public"));
  if (parts > 0) console.log(`sitemap: an index over ${parts} files`);
  const { articles, authors, categories } = model;
  console.log(
    `content: ${articles.length} articles, ${authors.length} authors, ${categories.length} categories`,
  );
  return {
    site: loaded.model.site,
    warnings,
    readiness,
    articles: articles.length,
    upcoming: upcoming(loaded.held),
  };
}

const RESULT_FLAG = "--result";
/** The exit code for invalid content (already reported); an uncaught error exits with 1. */
const INVALID_CONTENT = 2;

/**
 * Runs the prebuild in a child process (with `env`, else ours); its output goes to ours.
 * Undefined when content is invalid.
 */
export function prebuildInChild(
  resultFile = path.resolve(".generated", "prebuilt.json"),
  env: NodeJS.ProcessEnv = process.env,
) {
  rmSync(resultFile, { force: true });
  const child = spawnSync(tsxIn(), [path.resolve("scripts/prebuild.ts"), RESULT_FLAG, resultFile], {
    stdio: "inherit",
    env,
  });
  if (child.status !== 0) {
    if (child.status === INVALID_CONTENT) return undefined;
    throw new Error(`the prebuild exited with ${child.status ?? child.signal}`);
  }
  const result = JSON.parse(readFileSync(resultFile, "utf8")) as Prebuilt;
  rmSync(resultFile, { force: true });
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const prebuilt = await prebuild();
  const at = process.argv.indexOf(RESULT_FLAG);
  const resultFile = at > 0 ? process.argv[at + 1] : undefined;
  if (prebuilt && resultFile) writeFileSync(resultFile, JSON.stringify(prebuilt));
  process.exitCode = prebuilt ? 0 : INVALID_CONTENT;
}
