import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { placementLabel } from "@/lib/content/article-index";
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

const COVER_SIZE = { widths: COVER_WIDTHS, aspect: COVER_ASPECT };
const AVATAR_SIZE = { widths: AVATAR_WIDTHS, aspect: AVATAR_ASPECT };

/** Where the build keeps image variants: served from /img, kept between builds as the cache. */
export const PUBLIC_IMAGE_STORE: ImageStore = {
  dir: path.resolve("public/img"),
  urlPrefix: "/img",
};

/** Bump when the cover or avatar templates change. */
const TEMPLATE_VERSION = "3";

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

  /** `owner` names the file and field in errors, the way content errors do. */
  const targets: { owner: string; assign: (ref: ImageRef) => void; job: ImageJob }[] = [];
  /** The editor's image when the front matter names one, otherwise a generated (decorative) one. */
  const addTarget = (
    kind: "article" | "author",
    slug: string,
    size: { widths: readonly number[]; aspect: number },
    generated: { key: string; svg: () => Promise<string> },
    assign: (ref: ImageRef) => void,
  ) => {
    const file = files.get(`${kind}:${slug}`);
    const field = kind === "article" ? "cover.src" : "avatar.src";
    if (file) {
      const bytes = readFileSync(file.absolute);
      targets.push({
        owner: `${file.owner.file}: ${field}`,
        assign,
        job: { key: hashOf("file", bytes), source: async () => bytes, ...size, alt: file.alt },
      });
      return;
    }
    targets.push({
      owner: `generated ${field} of ${kind} ${slug}`,
      assign,
      // sharp reads the SVG directly (satori draws text as paths): no intermediate raster.
      job: {
        key: hashOf(kind, TEMPLATE_VERSION, generated.key),
        source: async () => Buffer.from(await generated.svg()),
        ...size,
        alt: "",
      },
    });
  };

  for (const article of model.articles) {
    const input = {
      title: article.title,
      label: placementLabel(article.placement)?.title ?? null,
      categoryKey: article.placement.category?.key ?? null,
      siteTitle: model.site.title,
    };
    const generated = { key: JSON.stringify(input), svg: () => renderCoverSvg(input) };
    addTarget("article", article.slug, COVER_SIZE, generated, (ref) => {
      article.cover = ref;
    });
  }
  // Articles are newest first: an author's colour is that of their latest article's category.
  const firstCategoryOf = new Map<string, string | null>();
  for (const article of model.articles) {
    if (!firstCategoryOf.has(article.author))
      firstCategoryOf.set(article.author, article.placement.category?.key ?? null);
  }
  for (const author of model.authors) {
    const category = firstCategoryOf.get(author.slug) ?? null;
    const generated = {
      key: `${author.name}\0${category ?? ""}`,
      svg: () => renderAvatarSvg(author.name, category),
    };
    addTarget("author", author.slug, AVATAR_SIZE, generated, (ref) => {
      author.avatar = ref;
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
