import type { ImageRef } from "@/lib/content/types";

/** A `<link rel="preload" as="image">` for the page's largest image, as attributes. */
export interface ImagePreload {
  href: string;
  imagesrcset?: string;
  imagesizes?: string;
  type?: string;
}

/**
 * The preload of an image drawn at `sizes`: the SVG itself, or the AVIF candidates the
 * `<picture>` offers first (a browser without AVIF skips the preload and loads the WebP
 * through the picture as before). Tells the browser about the largest paint's image before the
 * parser reaches it.
 */
export function imagePreload(image: ImageRef, sizes: string): ImagePreload {
  if (image.kind === "vector") return { href: image.src };
  return { href: image.src, imagesrcset: image.avifSrcSet, imagesizes: sizes, type: "image/avif" };
}
