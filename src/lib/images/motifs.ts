import { citrus, eucalyptus, flower, leaf, sprig, strands } from "./motifs-botanical";
import { brush, comb, dropper, jar, lipstick, mirror, perfume, pump } from "./motifs-cosmetic";
import type { Random } from "./seeded";
import { d, el, transform } from "./svg";

/**
 * The line drawings a generated cover is made of. Each fits about ±110 around its origin;
 * `placeMotif` scales, turns and strokes it.
 */

/** Three drops, one large. */
function drops(random: Random): string {
  const drop = (x: number, y: number, r: number) =>
    d`M${x} ${y - r * 1.5} C${x + r * 0.5} ${y - r * 0.8} ${x + r} ${y - r * 0.2} ${x + r} ${y + r * 0.4}` +
    d`A${r} ${r} 0 0 1 ${x - r} ${y + r * 0.4} C${x - r} ${y - r * 0.2} ${x - r * 0.5} ${y - r * 0.8} ${x} ${y - r * 1.5}Z` +
    d`M${x - r * 0.55} ${y + r * 0.35} A${r * 0.6} ${r * 0.6} 0 0 0 ${x - r * 0.05} ${y + r * 0.95}`;
  const side = random.sign();
  return el("path", {
    d:
      drop(0, 20, random.range(48, 58)) +
      drop(side * 78, -62, random.range(18, 26)) +
      drop(-side * 70, 84, random.range(12, 18)),
  });
}

/** A crescent moon. */
function moon(random: Random): string {
  const flip = random.sign();
  return el("path", {
    d: d`M${32.6 * flip} -61.9 A70 70 0 1 ${flip > 0 ? 0 : 1} ${32.6 * flip} 61.9 A62 62 0 1 ${flip > 0 ? 1 : 0} ${32.6 * flip} -61.9Z`,
  });
}

/** Ripples on still water: rings, one of them dotted. */
function ripples(random: Random): string {
  const dotted = random.int(1, 3);
  return [22, 50, 80, 112]
    .map((r, i) =>
      el("circle", {
        r: r * random.range(0.92, 1.05),
        "stroke-opacity": 1 - i * 0.2,
        "stroke-dasharray": i === dotted ? "0 16" : undefined,
      }),
    )
    .join("");
}

export const MOTIFS = {
  sprig,
  eucalyptus,
  flower,
  leaf,
  citrus,
  strands,
  drops,
  moon,
  ripples,
  dropper,
  jar,
  lipstick,
  brush,
  mirror,
  perfume,
  pump,
  comb,
} as const satisfies Record<string, (random: Random) => string>;

export type MotifName = keyof typeof MOTIFS;

/** Motifs that stand on a base (products); the others float. */
export const STANDING: ReadonlySet<MotifName> = new Set([
  "dropper",
  "jar",
  "lipstick",
  "brush",
  "perfume",
  "pump",
]);

/** Short or small drawings (a jar, a moon) are drawn larger, so each motif holds its place. */
const SIZE: Partial<Record<MotifName, number>> = {
  jar: 1.45,
  comb: 1.2,
  moon: 1.3,
  citrus: 1.15,
  pump: 1.1,
  perfume: 1.1,
  dropper: 1.05,
};

export const sizeOf = (name: MotifName): number => SIZE[name] ?? 1;

/** A motif drawn at (x, y), turned and scaled, in `ink` lines of `weight` px on the canvas. */
export function placeMotif(
  name: MotifName,
  random: Random,
  at: { x: number; y: number; rotate?: number; scale: number },
  ink: string,
  weight: number,
): string {
  return el(
    "g",
    {
      transform: transform(at.x, at.y, at.rotate ?? 0, at.scale),
      color: ink,
      fill: "none",
      stroke: "currentColor",
      "stroke-width": weight / at.scale,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    },
    MOTIFS[name](random),
  );
}

/** The logo's four-point sparkle, filled. */
export function sparkle(x: number, y: number, size: number, colour: string): string {
  const s = size;
  return el("path", {
    d: d`M${x} ${y - s}C${x + s * 0.1} ${y - s * 0.3} ${x + s * 0.3} ${y - s * 0.1} ${x + s} ${y}C${x + s * 0.3} ${y + s * 0.1} ${x + s * 0.1} ${y + s * 0.3} ${x} ${y + s}C${x - s * 0.1} ${y + s * 0.3} ${x - s * 0.3} ${y + s * 0.1} ${x - s} ${y}C${x - s * 0.3} ${y - s * 0.1} ${x - s * 0.1} ${y - s * 0.3} ${x} ${y - s}Z`,
    fill: colour,
  });
}
