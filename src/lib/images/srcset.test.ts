import { describe, expect, it } from "vitest";
import { targetWidths, toImageRef, type Variant } from "./srcset";

const variant = (width: number, format: Variant["format"]): Variant => ({
  src: `/img/abc-${width}.${format}`,
  width,
  height: width * 0.625,
  format,
});

describe("toImageRef", () => {
  const ref = toImageRef(
    [
      variant(1200, "webp"),
      variant(480, "avif"),
      variant(480, "webp"),
      variant(1200, "avif"),
      variant(800, "webp"),
      variant(800, "avif"),
    ],
    "Bir görsel",
  );

  it("lists each format's widths in ascending order as a srcset", () => {
    expect(ref.avifSrcSet).toBe(
      "/img/abc-480.avif 480w, /img/abc-800.avif 800w, /img/abc-1200.avif 1200w",
    );
    expect(ref.webpSrcSet).toBe(
      "/img/abc-480.webp 480w, /img/abc-800.webp 800w, /img/abc-1200.webp 1200w",
    );
  });

  it("uses the largest WebP as the fallback and its size as the intrinsic size", () => {
    expect(ref).toMatchObject({
      src: "/img/abc-1200.webp",
      width: 1200,
      height: 750,
      alt: "Bir görsel",
    });
  });

  it("refuses a set without both formats", () => {
    expect(() => toImageRef([variant(480, "webp")], "x")).toThrow(/AVIF and one WebP/);
  });
});

describe("targetWidths", () => {
  it("never upscales a small source, and keeps at least one width", () => {
    expect(targetWidths([480, 800, 1200], 2000)).toEqual([480, 800, 1200]);
    expect(targetWidths([480, 800, 1200], 900)).toEqual([480, 800]);
    expect(targetWidths([480, 800, 1200], 300)).toEqual([300]);
  });
});
