import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image";

const image = {
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
