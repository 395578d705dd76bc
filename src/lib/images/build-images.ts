import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { LoadedContent } from "@/lib/content/loading/load-content";
import type { ModelImages } from "@/lib/content/model/with-images";
import type { ImageRef } from "@/lib/content/types";
import { dictionary } from "@/lib/i18n";
import { initials } from "@/lib/text/initials";
import { paths } from "../paths";
import {
  hashOf,
  type ImageJob,
  type ImageStore,
  mapWithLimit,
  processImage,
  pruneStore,
  variantId,
} from "./cache";
import { COVER_SIZE, coverSvg } from "./cover-art";
import { imageFonts, missingGlyphWarning } from "./fonts";
import { renderAvatarSvg } from "./generated";
import { AVATAR_ASPECT, AVATAR_WIDTHS, COVER_ASPECT, COVER_WIDTHS } from "./presets";
import { storeVector } from "./vector";

/**
 * What an initials avatar is drawn from: the name, the category's colour and the capitals of
 * the site's locale. The locale counts only where its capitals differ from Turkish ones
 * ("ian" → "I", not "İ"): the Turkish site's avatars keep the addresses they were published at.
 */
export function avatarKey(name: string, category: string | null, locale: string): string {
  const drawn = initials(name, locale);
  const base = `${name}\0${category ?? ""}`;
  return drawn === initials(name, "tr-TR") ? base : `${base}\0${drawn}`;
}
/** Where the build keeps image files: served from /img, kept between builds as the cache. */
export const PUBLIC_IMAGE_STORE: ImageStore = {
  dir: path.resolve("public/img"),
  urlPrefix: paths.imageDir,
};

/** Bump when the avatar template changes (covers are named by their own bytes). */
const TEMPLATE_VERSION = "3";

export interface ImageStats {
  images: number;
  /** Files written to the store: encoded variants and new SVG covers. 0 when nothing changed. */
  written: number;
  removed: number;
  /** Generated avatars whose initials have a character no font of the avatar draws. */
  warnings: string[];
}

interface RasterTarget {
  /** Names the file and field in errors, the way content errors do. */
  owner: string;
  into: Map<string, ImageRef>;
  slug: string;
  job: ImageJob;
}

/**
 * Makes an image for every article (cover) and author (avatar) and returns them by slug: the
 * editor's image when the front matter names one (AVIF + WebP), otherwise a generated one:
 * vector art for covers, initials for avatars. The loaded model is only read.
 */
export async function buildImages(
  loaded: Pick<LoadedContent, "model" | "images">,
  store: ImageStore = PUBLIC_IMAGE_STORE,
): Promise<{ images: ModelImages; stats: ImageStats }> {
  const { model } = loaded;
  const files = new Map(loaded.images.map((i) => [`${i.owner.kind}:${i.owner.slug}`, i]));
  const covers = new Map<string, ImageRef>();
  const avatars = new Map<string, ImageRef>();
  const keep = new Set<string>();
  const raster: RasterTarget[] = [];
  let written = 0;

  const editorImage = (kind: "article" | "author", slug: string, into: Map<string, ImageRef>) => {
    const file = files.get(`${kind}:${slug}`);
    if (!file) return false;
    const bytes = readFileSync(file.absolute);
    const size =
      kind === "article"
        ? { widths: COVER_WIDTHS, aspect: COVER_ASPECT }
        : { widths: AVATAR_WIDTHS, aspect: AVATAR_ASPECT };
    raster.push({
      owner: `${file.owner.file}: ${kind === "article" ? "cover.src" : "avatar.src"}`,
      into,
      slug,
      job: { key: hashOf("file", bytes), source: async () => bytes, ...size, alt: file.alt },
    });
    return true;
  };

  for (const article of model.articles) {
    if (editorImage("article", article.slug, covers)) continue;
    const svg = coverSvg({
      slug: article.slug,
      categoryKey: article.placement.category?.key ?? null,
    });
    const stored = storeVector(svg, COVER_SIZE, store);
    covers.set(article.slug, stored.ref);
    keep.add(stored.id);
    written += stored.written;
  }

  // Articles are newest first: an author's colour is that of their latest article's category.
  const firstCategoryOf = new Map<string, string | null>();
  for (const article of model.articles) {
    if (!firstCategoryOf.has(article.author))
      firstCategoryOf.set(article.author, article.placement.category?.key ?? null);
  }
  const { language } = model.site;
  const { locale } = dictionary(language);
  const warnings: string[] = [];
  for (const author of model.authors) {
    if (editorImage("author", author.slug, avatars)) continue;
    const category = firstCategoryOf.get(author.slug) ?? null;
    const owner = `generated avatar of author ${author.slug}`;
    const letters = initials(author.name, locale);
    const fonts = imageFonts(language, { display: letters, body: "" });
    const warning = missingGlyphWarning(owner, fonts, letters);
    if (warning) warnings.push(warning);
    raster.push({
      owner,
      into: avatars,
      slug: author.slug,
      // sharp reads the SVG directly (satori draws text as paths): no intermediate raster.
      job: {
        // A language's own fonts join the key; the Latin-only sites' avatars keep their addresses.
        key: hashOf(
          "author",
          TEMPLATE_VERSION,
          avatarKey(author.name, category, locale),
          ...fonts.extra.map((f) => f.data),
        ),
        source: async () =>
          Buffer.from(await renderAvatarSvg(author.name, category, locale, fonts)),
        widths: AVATAR_WIDTHS,
        aspect: AVATAR_ASPECT,
        alt: "",
      },
    });
  }

  const workers = Math.max(1, cpus().length);
  sharp.concurrency(workers);
  const encoded = await mapWithLimit(raster, workers, async ({ owner, into, slug, job }) => {
    try {
      const result = await processImage(job, store);
      into.set(slug, result.ref);
      return result.encoded;
    } catch (error) {
      throw new ImageError(`${owner}: ${error instanceof Error ? error.message : error}`);
    }
  });
  for (const target of raster) keep.add(variantId(target.job));
  const removed = pruneStore(store, keep);
  written += encoded.reduce((a, b) => a + b, 0);
  return {
    images: { covers, avatars },
    stats: { images: covers.size + avatars.size, written, removed, warnings },
  };
}

/** An image that could not be processed (unreadable or not an image), named by its owner. */
export class ImageError extends Error {
  override name = "ImageError";
}
