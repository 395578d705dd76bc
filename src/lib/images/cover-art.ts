import { CANVAS, COMPOSITIONS, type Ctx, compositionsFor } from "./compositions";
import { coverTheme } from "./cover-themes";
import { coverPalette } from "./palette";
import { seededRandom } from "./seeded";
import { el } from "./svg";

/**
 * Generated covers as vector art: a calm composition of a soft gradient, one large shape and
 * line drawings, drawn from the article's slug (so every article has its own) in its
 * category's colour family. No text: the card and the page already show title and category.
 */

export const COVER_SIZE = CANVAS;
const W = COVER_SIZE.width;
const H = COVER_SIZE.height;

export interface CoverInput {
  /** Seeds every choice: the same slug always draws the same cover. */
  slug: string;
  /** Top-level category key: sets the colour family and the motifs. */
  categoryKey: string | null;
}

function defs(ctx: Ctx): string {
  const { palette, random } = ctx;
  const angle = random.range(0, Math.PI * 2);
  const [x1, y1, x2, y2] = [
    0.5 - Math.cos(angle) / 2,
    0.5 - Math.sin(angle) / 2,
    0.5 + Math.cos(angle) / 2,
    0.5 + Math.sin(angle) / 2,
  ];
  const stop = (offset: number, colour: string, opacity = 1) =>
    el("stop", {
      offset,
      "stop-color": colour,
      "stop-opacity": opacity === 1 ? undefined : opacity,
    });
  return el(
    "defs",
    {},
    el(
      "linearGradient",
      { id: "b", x1, y1, x2, y2 },
      stop(0, palette.background[0]),
      stop(1, palette.background[1]),
    ),
    el(
      "linearGradient",
      { id: "s", x2: 0, y2: 1 },
      stop(0, palette.shape[0]),
      stop(1, palette.shape[1]),
    ),
    el("radialGradient", { id: "g" }, stop(0, palette.glow, 0.7), stop(1, palette.glow, 0)),
    el(
      "radialGradient",
      { id: "k" },
      stop(0, palette.glow, 0.5),
      stop(0.7, palette.glow, 0.25),
      stop(1, palette.glow, 0),
    ),
  );
}

/** The cover of one article, as a small self-contained SVG document. */
export function coverSvg({ slug, categoryKey }: CoverInput): string {
  const random = seededRandom(`cover:${slug}`);
  const theme = coverTheme(categoryKey);
  const palette = coverPalette(theme.hue, theme.chroma, random);
  const motif = random.pick(theme.motifs);
  const ctx: Ctx = { random, palette, motif, motifs: theme.motifs, weight: random.range(5.5, 7.5) };
  const composition = random.pick(compositionsFor(motif));
  const glows = Array.from({ length: random.int(1, 2) }, () =>
    el("circle", {
      cx: random.range(0, W),
      cy: random.range(0, H),
      r: random.range(360, 520),
      fill: "url(#g)",
    }),
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(ctx)}${el("rect", { width: W, height: H, fill: "url(#b)" })}${glows}${COMPOSITIONS[composition](ctx)}</svg>`;
}
