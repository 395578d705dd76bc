import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { LoadedModel } from "@/lib/content/loading/load-content";
import { GENERATED_DIR } from "@/lib/generated-files";
import { dictionary } from "@/lib/i18n";
import { paths } from "@/lib/paths";
import { ImageError } from "./build-images";
import { hashOf, mapWithLimit } from "./cache";
import { imageFonts, latinFonts, missingGlyphWarning } from "./fonts";
import {
  CARD_TEMPLATE_VERSION,
  type CardInput,
  cardColours,
  cardTexts,
  renderCardSvg,
} from "./social-card-template";

/**
 * Social cards (og:image): a 1200 × 630 PNG per article and one default card, drawn at build
 * with satori and written under the generated files (src/lib/generated-files.ts) at stable URLs (paths.socialCard). Each card's inputs
 * are hashed; a card whose hash is unchanged is not drawn again, so a second build draws nothing.
 */
export interface CardStore {
  /** The committed public/ folder: the site's logo is read from it. */
  publicDir: string;
  /** The generated files' folder: each card is written at its site path under it (og/…). */
  siteDir: string;
  /** Hash of each card's inputs, kept between builds and never published. */
  manifestFile: string;
}

export const PUBLIC_CARD_STORE: CardStore = {
  publicDir: path.resolve("public"),
  siteDir: GENERATED_DIR,
  manifestFile: path.resolve(".cache/social-cards.json"),
};

/**
 * Palette PNG: the cards are flat colours and text, so 48 colours without dithering look
 * the same as true colour at under half the bytes; effort 1 keeps the quantiser fast.
 */
const PNG_OPTIONS = { palette: true, colours: 48, dither: 0, effort: 1, compressionLevel: 6 };

export interface CardJob {
  /** Site path of the card, e.g. /og/articles/{slug}.png. */
  path: string;
  /** Names the card in errors. */
  owner: string;
  input: CardInput;
}

export interface CardStats {
  cards: number;
  drawn: number;
  removed: number;
  /** Cards whose text has characters no font of the card draws (checked drawn or not). */
  warnings: string[];
}

/** The cards the site needs: one per article, and the default for every other page. */
export function cardJobs(model: Pick<LoadedModel, "site" | "articles">): CardJob[] {
  const { site } = model;
  const common = {
    siteTitle: site.title,
    domain: site.domain,
    locale: dictionary(site.language).locale,
  };
  return [
    {
      path: paths.defaultSocialCard,
      owner: "the default social card",
      input: { ...common, title: site.tagline, eyebrow: null },
    },
    ...model.articles.map((article) => {
      const { category, subcategory } = article.placement;
      const eyebrow = [category?.title, subcategory?.title].filter(Boolean).join(" · ");
      return {
        path: paths.socialCard(article.slug),
        owner: `the social card of article ${article.slug}`,
        input: { ...common, title: article.title, eyebrow: eyebrow || null },
      };
    }),
  ];
}

/** How often drawing many cards (about 18 ms each) says how far it is. */
const PROGRESS_EVERY_MS = 15_000;

/** A line every 15 s while cards are drawn: the first build of a large archive takes minutes. */
function progressLine(total: number) {
  let done = 0;
  const timer = setInterval(() => {
    console.log(`social cards: ${done} of ${total} so far`);
  }, PROGRESS_EVERY_MS);
  timer.unref();
  return {
    tick: () => {
      done++;
    },
    stop: () => clearInterval(timer),
  };
}

/** Draws one card: satori lays it out as SVG, sharp rasterises it to a palette PNG. */
export async function drawCard(
  input: CardInput,
  logo: string,
  fonts: ReturnType<typeof imageFonts>,
): Promise<Buffer> {
  return sharp(Buffer.from(await renderCardSvg(input, logo, fonts)))
    .png(PNG_OPTIONS)
    .toBuffer();
}

/**
 * Draws the cards that are missing or whose inputs changed, and removes cards no page uses.
 * `draw` is the drawing itself; the scale bench passes one that reuses a single real card, to
 * build a large archive without the hours 100,000 drawings take on a shared machine.
 */
export async function buildSocialCards(
  model: Pick<LoadedModel, "site" | "articles">,
  store: CardStore = PUBLIC_CARD_STORE,
  draw: typeof drawCard = drawCard,
): Promise<CardStats> {
  const jobs = cardJobs(model);
  const { language } = model.site;
  const logoBytes = readFileSync(path.join(store.publicDir, model.site.logo.src));
  const logo = `data:image/png;base64,${logoBytes.toString("base64")}`;
  // Anything that changes the picture is part of each card's key.
  const base = hashOf(
    CARD_TEMPLATE_VERSION,
    JSON.stringify(cardColours()),
    JSON.stringify(PNG_OPTIONS),
    logoBytes,
    ...latinFonts().fonts.map((f) => f.data),
  );
  const previous = readManifest(store.manifestFile);
  const next: Record<string, string> = {};
  const fontsOf = (job: CardJob) => imageFonts(language, cardTexts(job.input));
  const warnings = jobs.flatMap((job) => {
    const texts = cardTexts(job.input);
    return missingGlyphWarning(job.owner, fontsOf(job), texts.display + texts.body) ?? [];
  });

  const workers = Math.max(1, cpus().length);
  sharp.concurrency(workers);
  const progress = progressLine(jobs.length);
  const drawn = await mapWithLimit(jobs, workers + 1, async (job) => {
    progress.tick();
    const fonts = fontsOf(job);
    // A language's own fonts join the key; the Latin-only sites' keys stay as they were.
    const key = hashOf(base, JSON.stringify(job.input), ...fonts.extra.map((f) => f.data));
    const file = path.join(store.siteDir, job.path);
    next[job.path] = key;
    if (previous[job.path] === key && existsSync(file)) return 0;
    try {
      const png = await draw(job.input, logo, fonts);
      mkdirSync(path.dirname(file), { recursive: true });
      // Written beside and renamed: a stopped build never leaves half a PNG under a card's URL.
      writeFileSync(`${file}.tmp`, png);
      renameSync(`${file}.tmp`, file);
      return 1;
    } catch (error) {
      throw new ImageError(`${job.owner}: ${error instanceof Error ? error.message : error}`);
    }
  });

  progress.stop();
  const removed = pruneCards(store.siteDir, new Set(jobs.map((j) => j.path)));
  mkdirSync(path.dirname(store.manifestFile), { recursive: true });
  writeFileSync(store.manifestFile, JSON.stringify(next));
  return {
    cards: jobs.length,
    drawn: drawn.reduce<number>((a, b) => a + b, 0),
    removed,
    warnings,
  };
}

function readManifest(file: string): Record<string, string> {
  try {
    const data: unknown = JSON.parse(readFileSync(file, "utf8"));
    return typeof data === "object" && data !== null ? (data as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Removes every file in the cards' folder that is not a current card (old articles, .tmp). */
function pruneCards(siteDir: string, keep: ReadonlySet<string>): number {
  const root = path.join(siteDir, path.dirname(paths.defaultSocialCard));
  let removed = 0;
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (!keep.has(`/${path.relative(siteDir, full).split(path.sep).join("/")}`)) {
        rmSync(full, { force: true });
        removed++;
      }
    }
  };
  walk(root);
  return removed;
}
