import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { RasterImageRef } from "@/lib/content/types";
import { ENCODING, PIPELINE_VERSION } from "./presets";
import { type ImageFormat, targetWidths, toImageRef, type Variant } from "./srcset";

export interface ImageJob {
  /** Identity of the source: a hash of a file's bytes, or of a generated image's inputs. */
  key: string;
  /** The full-size source (any format sharp reads); called only when a variant is missing. */
  source: () => Promise<Buffer>;
  widths: readonly number[];
  /** Width ÷ height: sources are cropped to it (centre), so every layout box fits. */
  aspect: number;
  alt: string;
}

export interface ImageStore {
  /** Folder the variants are written to, e.g. public/img (kept between builds). */
  dir: string;
  /** URL path of that folder, e.g. /img. */
  urlPrefix: string;
}

const FORMATS: readonly ImageFormat[] = ["avif", "webp"];

export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
}

/** Short id of a job's outputs: changes when the source, the sizes or the pipeline change. */
export function variantId(job: Pick<ImageJob, "key" | "widths" | "aspect">): string {
  return hashOf(
    PIPELINE_VERSION,
    JSON.stringify(ENCODING),
    job.key,
    job.widths.join(","),
    String(job.aspect),
  ).slice(0, 16);
}

interface Sidecar {
  variants: Variant[];
}

/**
 * Makes the AVIF and WebP variants of one image, unless the store already has them from an
 * earlier build (same id). Returns the `<picture>` data and how many files were encoded.
 */
export async function processImage(
  job: ImageJob,
  store: ImageStore,
): Promise<{ ref: RasterImageRef; encoded: number }> {
  const id = variantId(job);
  const sidecarPath = path.join(store.dir, `${id}.json`);
  const cached = readSidecar(sidecarPath);
  if (cached?.variants.every((v) => existsSync(path.join(store.dir, path.basename(v.src))))) {
    return { ref: toImageRef(cached.variants, job.alt), encoded: 0 };
  }

  mkdirSync(store.dir, { recursive: true });
  const input = sharp(await job.source(), { failOn: "error" }).rotate();
  const meta = await input.metadata();
  const sourceWidth = Math.min(meta.width ?? 0, Math.round((meta.height ?? 0) * job.aspect));
  if (!sourceWidth) throw new Error("the image has no readable size");
  const variants: Variant[] = [];
  for (const width of targetWidths(job.widths, sourceWidth)) {
    const height = Math.round(width / job.aspect);
    const resized = input.clone().resize(width, height, { fit: "cover", position: "centre" });
    for (const format of FORMATS) {
      const name = `${id}-${width}.${format}`;
      const encoder =
        format === "avif"
          ? resized.clone().avif(ENCODING.avif)
          : resized.clone().webp(ENCODING.webp);
      writeFileSync(path.join(store.dir, name), await encoder.toBuffer());
      variants.push({ src: `${store.urlPrefix}/${name}`, width, height, format });
    }
  }
  writeFileSync(sidecarPath, JSON.stringify({ variants } satisfies Sidecar));
  return { ref: toImageRef(variants, job.alt), encoded: variants.length };
}

function readSidecar(file: string): Sidecar | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Sidecar;
  } catch {
    return undefined;
  }
}

/** Removes variants no current job uses, so old images do not pile up in the store. */
export function pruneStore(store: ImageStore, keepIds: ReadonlySet<string>): number {
  if (!existsSync(store.dir)) return 0;
  let removed = 0;
  for (const name of readdirSync(store.dir)) {
    const id = name.split(/[-.]/)[0] ?? "";
    if (!keepIds.has(id)) {
      rmSync(path.join(store.dir, name), { force: true });
      removed++;
    }
  }
  return removed;
}

/** Runs `worker` over `items`, at most `limit` at a time, keeping the order of results. */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  worker: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await worker(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, run));
  return results;
}
