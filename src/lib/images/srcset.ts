import type { RasterImageRef } from "@/lib/content/types";

export type ImageFormat = "avif" | "webp";

export interface Variant {
  /** Public URL path, e.g. `/img/ab12…-800.webp`. */
  src: string;
  width: number;
  height: number;
  format: ImageFormat;
}

/** The `<picture>` data for a set of variants: one srcset per format, the largest WebP as fallback. */
export function toImageRef(variants: readonly Variant[], alt: string): RasterImageRef {
  const of = (format: ImageFormat) =>
    variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
  const webp = of("webp");
  const avif = of("avif");
  const largest = webp.at(-1);
  if (!largest || avif.length === 0)
    throw new Error("an image needs at least one AVIF and one WebP variant");
  const srcSet = (list: Variant[]) => list.map((v) => `${v.src} ${v.width}w`).join(", ");
  return {
    kind: "raster",
    alt,
    width: largest.width,
    height: largest.height,
    src: largest.src,
    avifSrcSet: srcSet(avif),
    webpSrcSet: srcSet(webp),
  };
}

/** Widths to make from a source `sourceWidth` wide: never upscaled, at least one. */
export function targetWidths(wanted: readonly number[], sourceWidth: number): number[] {
  const fitting = wanted.filter((w) => w <= sourceWidth);
  return fitting.length > 0 ? fitting : [Math.min(sourceWidth, Math.min(...wanted))];
}
