import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RasterImageRef, VectorImageRef } from "@/lib/content/types";
import { ResponsiveImage } from "./responsive-image";

const image: RasterImageRef = {
  kind: "raster",
  alt: "Avuçta güneş kremi",
  width: 1200,
  height: 750,
  src: "/img/abc-1200.webp",
  avifSrcSet: "/img/abc-480.avif 480w, /img/abc-1200.avif 1200w",
  webpSrcSet: "/img/abc-480.webp 480w, /img/abc-1200.webp 1200w",
};

describe("ResponsiveImage", () => {
  it("offers AVIF, then WebP, with the same sizes, and sets width and height", () => {
    const { container } = render(
      <ResponsiveImage image={image} sizes="(max-width: 576px) 100vw, 25vw" />,
    );
    const sources = [...container.querySelectorAll("source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources.map((s) => s.getAttribute("srcset"))).toEqual([
      image.avifSrcSet,
      image.webpSrcSet,
    ]);
    expect(sources.every((s) => s.getAttribute("sizes") === "(max-width: 576px) 100vw, 25vw")).toBe(
      true,
    );
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("src", image.src);
    expect(img).toHaveAttribute("alt", image.alt);
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "750");
  });

  it("loads lazily by default", () => {
    const img = render(<ResponsiveImage image={image} sizes="100vw" />).container.querySelector(
      "img",
    );
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("loads a priority image eagerly with high fetch priority", () => {
    const img = render(
      <ResponsiveImage image={image} sizes="100vw" priority />,
    ).container.querySelector("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("keeps an empty alt for decorative images (the attribute is present)", () => {
    const img = render(
      <ResponsiveImage image={{ ...image, alt: "" }} sizes="100vw" />,
    ).container.querySelector("img");
    expect(img?.getAttribute("alt")).toBe("");
  });
});

describe("ResponsiveImage with vector art", () => {
  const cover: VectorImageRef = {
    kind: "vector",
    alt: "",
    width: 1200,
    height: 750,
    src: "/img/0123456789abcdef.svg",
  };

  it("is one plain <img> of the SVG: no <picture>, no sources, no srcset", () => {
    const { container } = render(<ResponsiveImage image={cover} sizes="100vw" />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelectorAll("source")).toHaveLength(0);
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("src", cover.src);
    expect(img).not.toHaveAttribute("srcset");
    expect(img).not.toHaveAttribute("sizes");
  });

  it("keeps width, height and an empty alt, so it shifts nothing and is decorative", () => {
    const img = render(<ResponsiveImage image={cover} sizes="100vw" />).container.querySelector(
      "img",
    );
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "750");
    expect(img?.getAttribute("alt")).toBe("");
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it("loads a priority SVG eagerly with high fetch priority", () => {
    const img = render(
      <ResponsiveImage image={cover} sizes="100vw" priority />,
    ).container.querySelector("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });
});
