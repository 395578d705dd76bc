import { describe, expect, it } from "vitest";
import { imagePreload } from "./preload";

const base = { src: "/img/a.svg", alt: "", width: 1200, height: 750 };

describe("imagePreload", () => {
  it("preloads a vector cover by its one file", () => {
    expect(imagePreload({ ...base, kind: "vector" }, "100vw")).toEqual({ href: "/img/a.svg" });
  });

  it("preloads a photo's AVIF candidates at the sizes it is drawn", () => {
    const photo = {
      ...base,
      src: "/img/b-960.webp",
      kind: "raster" as const,
      avifSrcSet: "/img/b-480.avif 480w, /img/b-960.avif 960w",
      webpSrcSet: "/img/b-480.webp 480w, /img/b-960.webp 960w",
    };
    expect(imagePreload(photo, "(max-width: 576px) 100vw, 50vw")).toEqual({
      href: "/img/b-960.webp",
      imagesrcset: "/img/b-480.avif 480w, /img/b-960.avif 960w",
      imagesizes: "(max-width: 576px) 100vw, 50vw",
      type: "image/avif",
    });
  });
});
