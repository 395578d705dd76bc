import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { categoryLabel } from "@/lib/content/labels";
import type { LoadedContent } from "@/lib/content/load-content";
import type { ImageRef } from "@/lib/content/types";
import {
  hashOf,
  type ImageJob,
  type ImageStore,
  mapWithLimit,
  processImage,
  pruneStore,
  variantId,
} from "./cache";
import { renderAvatarSvg, renderCoverSvg } from "./generated";
import { AVATAR_ASPECT, AVATAR_WIDTHS, COVER_ASPECT, COVER_WIDTHS } from "./presets";

/** Where the build keeps image variants: served from /img, kept between builds as the cache. */
export const PUBLIC_IMAGE_STORE: ImageStore = {
  dir: path.resolve("public/img"),
  urlPrefix: "/img",
};

/** Bump when the cover or avatar templates change. */
const TEMPLATE_VERSION = "2";

const rasterize = async (svg: Promise<string>) =>
  sharp(Buffer.from(await svg))
    .png()
    .toBuffer();

export interface ImageStats {
  images: number;
  encoded: number;
  removed: number;
}

/**
 * Gives every article a cover and every author an avatar: the editor's image when the front
 * matter names one, otherwise a generated one. Fills `cover` / `avatar` in the model.
 */
export async function buildImages(
  loaded: LoadedContent,
  store: ImageStore = PUBLIC_IMAGE_STORE,
): Promise<ImageStats> {
  const { model, images } = loaded;
  const files = new Map(images.map((i) => [`${i.owner.kind}:${i.owner.slug}`, i]));
  const fileFor = (kind: "article" | "author", slug: string) => files.get(`${kind}:${slug}`);
  const fileJob = (
    absolute: string,
    alt: string,
    widths: readonly number[],
    aspect: number,
  ): ImageJob => {
    const bytes = readFileSync(absolute);
    return { key: hashOf("file", bytes), source: async () => bytes, widths, aspect, alt };
  };

  /** `owner` names the file and field in errors, the way content errors do. */
  const targets: { owner: string; assign: (ref: ImageRef) => void; job: ImageJob }[] = [];
  for (const article of model.articles) {
    const file = fileFor("article", article.slug);
    const label = categoryLabel(model.categories, article);
    const input = {
      title: article.title,
      label,
      categoryKey: article.primary.category,
      siteTitle: model.site.title,
    };
    targets.push({
      owner: file ? `${file.owner.file}: cover.src` : `generated cover of article ${article.slug}`,
      assign: (ref) => {
        article.cover = ref;
      },
      job: file
        ? fileJob(file.absolute, file.alt, COVER_WIDTHS, COVER_ASPECT)
        : {
            key: hashOf("cover", TEMPLATE_VERSION, JSON.stringify(input)),
            source: () => rasterize(renderCoverSvg(input)),
            widths: COVER_WIDTHS,
            aspect: COVER_ASPECT,
            // The title is next to the cover wherever it is shown: the image is decorative.
            alt: "",
          },
    });
  }
  // Articles are newest first: an author's colour is that of their latest article's category.
  const firstCategoryOf = new Map<string, string | null>();
  for (const article of model.articles) {
    if (!firstCategoryOf.has(article.author))
      firstCategoryOf.set(article.author, article.primary.category);
  }
  for (const author of model.authors) {
    const file = fileFor("author", author.slug);
    const firstCategory = firstCategoryOf.get(author.slug) ?? null;
    targets.push({
      owner: file ? `${file.owner.file}: avatar.src` : `generated avatar of author ${author.slug}`,
      assign: (ref) => {
        author.avatar = ref;
      },
      job: file
        ? fileJob(file.absolute, file.alt, AVATAR_WIDTHS, AVATAR_ASPECT)
        : {
            key: hashOf("avatar", TEMPLATE_VERSION, author.name, firstCategory ?? ""),
            source: () => rasterize(renderAvatarSvg(author.name, firstCategory)),
            widths: AVATAR_WIDTHS,
            aspect: AVATAR_ASPECT,
            alt: "",
          },
    });
  }

  const workers = Math.max(1, cpus().length);
  sharp.concurrency(workers);
  const results = await mapWithLimit(targets, workers, async ({ owner, job, assign }) => {
    try {
      const result = await processImage(job, store);
      assign(result.ref);
      return result.encoded;
    } catch (error) {
      throw new ImageError(`${owner}: ${error instanceof Error ? error.message : error}`);
    }
  });
  const removed = pruneStore(store, new Set(targets.map((t) => variantId(t.job))));
  return { images: targets.length, encoded: results.reduce((a, b) => a + b, 0), removed };
}

/** An image that could not be processed (unreadable or not an image), named by its owner. */
export class ImageError extends Error {
  override name = "ImageError";
}
