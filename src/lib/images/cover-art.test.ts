import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { COVER_SIZE, coverSvg } from "./cover-art";
import { coverTheme } from "./cover-themes";

const CATEGORIES = [
  "makyaj-teknikleri",
  "skin-care",
  "hair-styles",
  "natural-beauty-products",
  "beauty-secrets",
  "kozmetik-product-reviews",
  "skin-problems-and-solutions",
  null,
];

/** Articles of one subcategory (Serumlar ve Aktif İçerikler) as the bundled content names them. */
const SAME_SUBCATEGORY = [
  "c-vitamini-serumu-neden-renk-degistirir",
  "niasinamid-ne-ise-yarar",
  "hyaluronik-asit-nasil-kullanilir",
  "retinol-kullanmaya-baslarken",
  ...Array.from({ length: 20 }, (_, i) => `serum-rehberi-${i + 1}`),
];
const covers = SAME_SUBCATEGORY.map((slug) => coverSvg({ slug, categoryKey: "skin-care" }));

/** What a cover is made of, without its numbers: elements in order and each path's commands. */
function skeleton(svg: string): string {
  const tags = [...svg.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]).join(" ");
  const paths = [...svg.matchAll(/ d="([^"]*)"/g)].map((m) => m[1]?.replace(/[^A-Za-z]/g, ""));
  return `${tags} | ${paths.join(" ")}`;
}
const colours = (svg: string) =>
  [...svg.matchAll(/(?:stop-color|fill|stroke|color)="(#[0-9a-f]{6})"/g)].map((m) => m[1]);

function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe("coverSvg", () => {
  it("draws the same cover for the same article, every time", () => {
    expect(coverSvg({ slug: "niasinamid-ne-ise-yarar", categoryKey: "skin-care" })).toBe(covers[1]);
  });

  it("gives two articles of one subcategory different drawings and colours", () => {
    const [a, b] = [covers[0] ?? "", covers[1] ?? ""];
    expect(skeleton(a)).not.toBe(skeleton(b));
    expect(colours(a)).not.toEqual(colours(b));
  });

  it("varies composition, motif and palette across a subcategory's covers", () => {
    const skeletons = new Set(covers.map(skeleton));
    const palettes = new Set(covers.map((svg) => colours(svg).join(" ")));
    expect(palettes.size).toBe(covers.length);
    expect(skeletons.size).toBeGreaterThanOrEqual(covers.length * 0.75);
    // The first two layers over the background and its glows are the composition's own
    // (arch, disc and orbit, frame, bands, podium...): several compositions are in use.
    const layout = (svg: string) =>
      [...(svg.split("</defs>")[1] ?? "").matchAll(/<(\w+)([^>]*)>/g)]
        .filter(([, , attrs]) => !/url\(#[bg]\)/.test(attrs ?? ""))
        .slice(0, 2)
        .map(
          ([, tag, attrs]) =>
            `${tag} ${/ d="([^"]*)"/.exec(attrs ?? "")?.[1]?.replace(/[^A-Za-z]/g, "") ?? ""}`,
        )
        .join(", ");
    expect(new Set(covers.map(layout)).size).toBeGreaterThanOrEqual(4);
    // The main drawing (the first group) is made of different elements: several motifs in use.
    const motif = (svg: string) =>
      [...(/<g [^>]*>(.*?)<\/g>/.exec(svg)?.[1] ?? "").matchAll(/<(\w+)/g)].map((m) => m[1]).join();
    expect(new Set(covers.map(motif)).size).toBeGreaterThanOrEqual(3);
  });

  it("keeps each category in its own colour family", () => {
    for (const categoryKey of CATEGORIES.filter((c) => c !== null)) {
      const family = coverTheme(categoryKey).hue;
      for (let i = 0; i < 40; i++) {
        const svg = coverSvg({ slug: `yazi-${i}`, categoryKey });
        const background = colours(svg).slice(0, 2);
        for (const colour of background)
          expect(hueDistance(hueOf(colour ?? ""), family), `${categoryKey} ${colour}`).toBeLessThan(
            32,
          );
      }
    }
  });

  it("is a well-formed, self-contained SVG of the cover's size, with no text", () => {
    for (const categoryKey of CATEGORIES) {
      for (let i = 0; i < 60; i++) {
        const svg = coverSvg({ slug: `kapak-${i}`, categoryKey });
        expect(XMLValidator.validate(svg), svg).toBe(true);
        expect(svg).toMatch(
          new RegExp(
            `^<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_SIZE.width}" height="${COVER_SIZE.height}" viewBox="0 0 ${COVER_SIZE.width} ${COVER_SIZE.height}">`,
          ),
        );
        // No text, fonts, embedded or linked files, scripts or styles: only shapes and paints.
        expect(svg).not.toMatch(/<(text|tspan|image|use|script|style|foreignObject|font)\b/);
        expect(svg).not.toMatch(/href=|@import|url\((?!#[a-z]\))/);
      }
    }
  });

  it("stays within a few KB per cover", () => {
    const sizes = CATEGORIES.flatMap((categoryKey) =>
      Array.from({ length: 150 }, (_, i) =>
        Buffer.byteLength(coverSvg({ slug: `olcu-${i}`, categoryKey })),
      ),
    );
    expect(Math.max(...sizes)).toBeLessThanOrEqual(8 * 1024);
    expect(sizes.reduce((a, b) => a + b, 0) / sizes.length).toBeLessThanOrEqual(3.5 * 1024);
  });
});
