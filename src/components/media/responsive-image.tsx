import type { ImageRef } from "@/lib/content/types";

interface Props {
  image: ImageRef;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold (e.g. an article's hero): loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * A raster image as AVIF, then WebP, at the widths the build made; a vector image as its one
 * SVG file (sharp at every width, so no srcset). Width and height are always set, so nothing
 * shifts while it loads.
 */
export function ResponsiveImage({ image, sizes, priority = false, className }: Props) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={className}
    />
  );
  if (image.kind === "vector") return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
