import { type MotifName, placeMotif, STANDING, sizeOf, sparkle } from "./motifs";
import type { CoverPalette } from "./palette";
import type { Random } from "./seeded";
import { d, el } from "./svg";

/**
 * The layouts of generated covers: each sets one calm large shape (an arch, a disc, a frame,
 * bands, a podium) and places the article's drawing in it, on a 1200 × 750 canvas.
 */

export const CANVAS = { width: 1200, height: 750 } as const;
const W = CANVAS.width;
const H = CANVAS.height;

export interface Ctx {
  random: Random;
  palette: CoverPalette;
  motif: MotifName;
  /** Other motifs of the category, for compositions that show two. */
  motifs: readonly MotifName[];
  /** Line weight on the 1200 × 750 canvas. */
  weight: number;
}

type Composition = (ctx: Ctx) => string;

/** Half a motif's height: drawings fit ±110 around their origin. */
const HALF = 110;

/** Centre height of a motif of scale `s` standing on `ground`, or floating around `middle`. */
const rest = (ctx: Ctx, s: number, ground: number, middle: number) =>
  STANDING.has(ctx.motif) ? ground - HALF * s : middle;
const tilt = (ctx: Ctx, max: number) =>
  STANDING.has(ctx.motif) ? ctx.random.range(-4, 4) : ctx.random.range(-max, max);

/** The cover's main drawing at `at`; a lock of hair always sweeps across the canvas instead. */
function main(ctx: Ctx, at: { x: number; y: number; rotate?: number; scale: number }): string {
  const sweep =
    ctx.motif === "strands"
      ? {
          x: 600 + ctx.random.range(-40, 40),
          y: ctx.random.range(300, 420),
          rotate: ctx.random.range(-8, 8),
          scale: ctx.random.range(3, 3.5),
        }
      : at;
  return placeMotif(ctx.motif, ctx.random, sweep, ctx.palette.ink, ctx.weight);
}

function bokeh(ctx: Ctx, count: number, x: [number, number], y: [number, number]): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += el("circle", {
      cx: ctx.random.range(...x),
      cy: ctx.random.range(...y),
      r: ctx.random.range(10, 46),
      fill: "url(#k)",
    });
  }
  return out;
}

function sparkles(ctx: Ctx, count: number, x: [number, number], y: [number, number]): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const size = ctx.random.range(8, 22);
    out += sparkle(ctx.random.range(...x), ctx.random.range(...y), size, ctx.palette.accent);
  }
  return out;
}

function line(ctx: Ctx, opacity: number): Record<string, string | number> {
  return {
    fill: "none",
    stroke: ctx.palette.ink,
    "stroke-opacity": opacity,
    "stroke-width": ctx.weight * 0.6,
  };
}

/** A tall arch, like a mirror or a window, with the motif inside. */
const arch: Composition = (ctx) => {
  const { random } = ctx;
  const cx = random.pick([330, 600, 870]) + random.range(-30, 30);
  const r = random.range(180, 220);
  const top = random.range(70, 130);
  let out = el("path", {
    d: d`M${cx - r} ${H}V${top + r}A${r} ${r} 0 0 1 ${cx + r} ${top + r}V${H}Z`,
    fill: "url(#s)",
  });
  if (random.chance(0.5)) {
    const i = r - 22;
    out += el("path", {
      d: d`M${cx - i} ${H}V${top + r}A${i} ${i} 0 0 1 ${cx + i} ${top + r}V${H}`,
      ...line(ctx, 0.35),
    });
  }
  const s = (sizeOf(ctx.motif) * r * 1.8) / (2 * HALF);
  out += main(ctx, { x: cx, y: rest(ctx, s, 690, top + r + 110), rotate: tilt(ctx, 12), scale: s });
  const away: [number, number] = cx < 600 ? [cx + r + 60, W - 40] : [40, cx - r - 60];
  return (
    out +
    bokeh(ctx, random.int(3, 6), away, [80, H - 80]) +
    sparkles(ctx, random.int(2, 3), [cx - r, cx + r], [top - 40, top + 120])
  );
};

/** A large soft disc with an orbit line; the motif beside its centre. */
const sun: Composition = (ctx) => {
  const { random } = ctx;
  const cx = random.range(360, 840);
  const cy = random.range(300, 420);
  const R = random.range(190, 250);
  let out = el("circle", { cx, cy, r: R, fill: "url(#s)" });
  out += el("circle", {
    cx,
    cy,
    r: R + random.range(30, 60),
    ...line(ctx, 0.3),
    "stroke-dasharray": random.chance(0.5) ? "0 18" : undefined,
  });
  const s = sizeOf(ctx.motif) * random.range(1.6, 1.95);
  const x = Math.min(980, Math.max(220, cx + random.sign() * R * random.range(0.3, 0.55)));
  out += main(ctx, {
    x,
    y: rest(ctx, s, Math.min(H - 40, cy + R * 0.95), cy + random.range(-10, 50)),
    rotate: tilt(ctx, 16),
    scale: s,
  });
  return (
    out +
    bokeh(ctx, random.int(3, 5), [60, W - 60], [60, H - 60]) +
    sparkles(ctx, random.int(2, 4), [cx - R - 80, cx + R + 80], [cy - R - 40, cy])
  );
};

/** A product on a round podium, an arch or a disc behind it. */
const podium: Composition = (ctx) => {
  const { random } = ctx;
  const cx = random.range(440, 760);
  let out = random.chance(0.5)
    ? el("path", {
        d: d`M${cx - 230} ${H}V${330}A230 230 0 0 1 ${cx + 230} 330V${H}Z`,
        fill: "url(#s)",
      })
    : el("circle", { cx, cy: random.range(300, 360), r: random.range(220, 260), fill: "url(#s)" });
  const top = random.range(540, 580);
  const rx = random.range(190, 240);
  const ry = rx * 0.16;
  out += el("path", {
    d: d`M${cx - rx} ${top}V${H}H${cx + rx}V${top}Z`,
    fill: ctx.palette.shape[1],
  });
  out += el("ellipse", {
    cx,
    cy: top,
    rx,
    ry,
    fill: ctx.palette.shape[0],
    stroke: ctx.palette.ink,
    "stroke-opacity": 0.3,
    "stroke-width": ctx.weight * 0.6,
  });
  const standing = ctx.motifs.filter((m) => STANDING.has(m) && m !== ctx.motif);
  const pair = STANDING.has(ctx.motif) && standing.length > 0 && random.chance(0.45);
  const s = sizeOf(ctx.motif) * random.range(1.5, 1.75);
  out += main(ctx, {
    x: cx - (pair ? 70 : 0),
    y: rest(ctx, s, top + 6, top - 150),
    rotate: tilt(ctx, 10),
    scale: s,
  });
  if (pair) {
    const second = random.pick(standing);
    const t = sizeOf(second) * 0.85;
    out += placeMotif(
      second,
      random,
      { x: cx + 115, y: top + 10 - HALF * t, scale: t },
      ctx.palette.ink,
      ctx.weight,
    );
  }
  return out + sparkles(ctx, random.int(2, 3), [cx - 300, cx + 300], [60, 260]);
};

/** A thin inset frame around a soft oval. */
const frame: Composition = (ctx) => {
  const { random } = ctx;
  const m = random.range(34, 54);
  let out = el("rect", {
    x: m,
    y: m,
    width: W - 2 * m,
    height: H - 2 * m,
    rx: random.range(0, 24),
    ...line(ctx, 0.4),
  });
  const cx = 600 + random.range(-120, 120);
  const cy = 375 + random.range(-25, 25);
  const ry = random.range(200, 240);
  out += el("ellipse", { cx, cy, rx: random.range(260, 340), ry, fill: "url(#s)" });
  const s = sizeOf(ctx.motif) * random.range(1.6, 1.9);
  out += main(ctx, { x: cx, y: rest(ctx, s, cy + ry * 0.8, cy), rotate: tilt(ctx, 20), scale: s });
  const size = random.range(14, 20);
  return (
    out +
    sparkle(m + 44, m + 44, size, ctx.palette.accent) +
    sparkle(W - m - 44, H - m - 44, size, ctx.palette.accent) +
    bokeh(ctx, random.int(2, 4), [m, W - m], [m, H - m])
  );
};

/** Rolling bands under a low sun, with a line along the nearest ridge. */
const horizon: Composition = (ctx) => {
  const { random } = ctx;
  const sunX = random.range(240, 960);
  let out = el("circle", {
    cx: sunX,
    cy: random.range(220, 320),
    r: random.range(120, 180),
    fill: "url(#s)",
  });
  const bands = random.int(2, 3);
  let ridge = 0;
  for (let i = 0; i < bands; i++) {
    const y = 500 + i * random.range(50, 70);
    const a = random.range(30, 70) * random.sign();
    const b = random.range(-40, 40);
    const ridgeD = d`M0 ${y}C300 ${y - a} 800 ${y + a} ${W} ${y + b}`;
    out += el("path", {
      d: `${ridgeD}V${H}H0Z`,
      fill: i % 2 === 0 ? ctx.palette.shape[1] : ctx.palette.background[1],
      "fill-opacity": 0.55 + i * 0.15,
    });
    if (i === bands - 1) out += el("path", { d: ridgeD, ...line(ctx, 0.45) });
    ridge = y;
  }
  const x = sunX < 600 ? random.range(720, 960) : random.range(240, 480);
  const s = sizeOf(ctx.motif) * random.range(1.5, 1.8);
  const at = { x, y: rest(ctx, s, ridge - 10, 360) };
  out += main(ctx, { ...at, rotate: tilt(ctx, 14), scale: s });
  return out + sparkles(ctx, random.int(2, 4), [80, W - 80], [60, 300]);
};

/** Drawings that still read when small and turned. */
const SCATTERED: ReadonlySet<MotifName> = new Set([
  "sprig",
  "eucalyptus",
  "flower",
  "leaf",
  "citrus",
  "drops",
  "moon",
]);

/** Small motifs scattered on a loose grid, like a printed paper. */
const scatter: Composition = (ctx) => {
  const { random } = ctx;
  let out = bokeh(ctx, random.int(3, 5), [0, W], [0, H]);
  const second = random.pick(ctx.motifs.filter((m) => SCATTERED.has(m)));
  // Five spots, like the five on a die: calm, and a few KB.
  const spots: [number, number][] = [
    [240, 170],
    [960, 170],
    [600, 375],
    [240, 580],
    [960, 580],
  ];
  spots.forEach(([x, y], i) => {
    const name = i % 2 === 1 ? second : ctx.motif;
    out += placeMotif(
      name,
      random,
      {
        x: x + random.range(-30, 30),
        y: y + random.range(-20, 20),
        rotate: random.range(-40, 40),
        scale: sizeOf(name) * random.range(0.72, 0.88),
      },
      ctx.palette.ink,
      ctx.weight * 0.8,
    );
  });
  return out + sparkles(ctx, random.int(3, 5), [100, W - 100], [100, H - 100]);
};

/** A large drawing reaching in from a corner, a disc on the far side. */
const corner: Composition = (ctx) => {
  const { random } = ctx;
  const left = random.chance(0.5);
  const up = random.chance(0.5);
  const x = left ? random.range(150, 260) : W - random.range(150, 260);
  const y = up ? random.range(130, 220) : H - random.range(130, 220);
  let out = el("circle", {
    cx: left ? random.range(760, 900) : random.range(300, 440),
    cy: random.range(280, 470),
    r: random.range(170, 230),
    fill: "url(#s)",
  });
  const towards = (Math.atan2(600 - x, -(375 - y)) * 180) / Math.PI;
  out += main(ctx, { x, y, rotate: towards + random.range(-20, 20), scale: random.range(2.4, 3) });
  return (
    out +
    bokeh(ctx, random.int(3, 5), [200, W - 200], [80, H - 80]) +
    sparkles(ctx, random.int(2, 3), [300, 900], [80, H - 80])
  );
};

export const COMPOSITIONS = { arch, sun, podium, frame, horizon, scatter, corner } as const;
export type CompositionName = keyof typeof COMPOSITIONS;

/** Which compositions suit a motif: products stand, botanicals float or reach in. */
export function compositionsFor(motif: MotifName): CompositionName[] {
  if (STANDING.has(motif)) return ["podium", "podium", "arch", "sun", "frame", "horizon"];
  if (motif === "strands") return ["horizon", "sun", "arch"];
  if (["sprig", "eucalyptus", "leaf", "flower"].includes(motif))
    return ["arch", "sun", "frame", "corner", "corner", "scatter", "horizon"];
  if (SCATTERED.has(motif)) return ["arch", "sun", "frame", "scatter", "horizon"];
  return ["arch", "sun", "frame", "horizon"];
}
