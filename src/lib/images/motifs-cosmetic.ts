import type { Random } from "./seeded";
import { d, el } from "./svg";

/**
 * Cosmetic line art for generated covers, drawn standing on y ≈ 110 so a composition can set
 * them on a podium or a horizon. Stroked by the placing group; a faint fill gives them body.
 */

const BODY = { "fill-opacity": 0.12, fill: "currentColor" } as const;

/** A serum bottle with a dropper. */
export function dropper(random: Random): string {
  const w = random.range(64, 80);
  return (
    el("rect", { x: -w / 2, y: -4, width: w, height: 114, rx: random.range(10, 22), ...BODY }) +
    el("path", {
      d:
        d`M-16 -4 V-26 H16 V-4 M-11 -26 V-66 C-11 -90 11 -90 11 -66 V-26` +
        d`M-11 -44 H11 M0 -4 V80`,
    })
  );
}

/** A cream jar with a ribbed lid. */
export function jar(random: Random): string {
  const w = random.range(118, 140);
  let ribs = "";
  for (let x = -w / 2 + 14; x < w / 2 - 8; x += 14) ribs += d`M${x} 8 V24`;
  return (
    el("path", {
      d: d`M${-w / 2 - 6} 40 H${w / 2 + 6} L${w / 2} 98 C${w / 2} 106 ${w / 2 - 6} 110 ${w / 2 - 14} 110 H${-w / 2 + 14} C${-w / 2 + 6} 110 ${-w / 2} 106 ${-w / 2} 98Z`,
      ...BODY,
    }) +
    el("rect", { x: -w / 2, y: 2, width: w, height: 30, rx: 9 }) +
    el("path", { d: `${ribs}${d`M${-w / 2 + 10} 66 H${w / 2 - 10}`}` })
  );
}

/** A lipstick, its bullet cut on the slant. */
export function lipstick(random: Random): string {
  const slant = random.range(18, 32);
  return (
    el("rect", { x: -24, y: 14, width: 48, height: 96, rx: 6, ...BODY }) +
    el("path", {
      d: d`M-24 44 H24 M-19 14 V-8 H19 V14 M-15 -8 V-62 C-15 -70 -8 -74 15 ${-74 - slant} V-8`,
    })
  );
}

/** A make-up brush, standing on its handle. */
export function brush(random: Random): string {
  const full = random.range(0.9, 1.15);
  return el("path", {
    d:
      d`M-6 110 C-9 64 -10 34 -9 8 H9 C10 34 9 64 6 110Z M-10 8 V-22 H10 V8 M-10 -8 H10` +
      d`M-10 -22 C${-30 * full} -48 ${-26 * full} -88 0 -108 C${26 * full} -88 ${30 * full} -48 10 -22`,
  });
}

/** A hand mirror with an oval glass and two glints. */
export function mirror(random: Random): string {
  const rx = random.range(56, 66);
  const ry = rx * random.range(1.1, 1.25);
  const cy = -110 + ry + 4;
  return (
    el("ellipse", { cy, rx, ry }) +
    el("ellipse", { cy, rx: rx - 12, ry: ry - 12, ...BODY }) +
    el("path", {
      d:
        d`M-10 ${cy + ry} C-12 ${cy + ry + 40} -10 80 -7 110 H7 C10 80 12 ${cy + ry + 40} 10 ${cy + ry}` +
        d`M${-rx * 0.45} ${cy + ry * 0.05} L${-rx * 0.05} ${cy - ry * 0.4}` +
        d`M${-rx * 0.28} ${cy + ry * 0.32} L${rx * 0.3} ${cy - ry * 0.3}`,
    })
  );
}

/** A perfume bottle: square or round, with a faceted or round stopper. */
export function perfume(random: Random): string {
  const round = random.chance(0.5);
  const bottle = round
    ? el("circle", { cy: 50, r: 60, ...BODY })
    : el("rect", { x: -62, y: -8, width: 124, height: 118, rx: random.range(16, 32), ...BODY });
  const top = round ? -10 : -8;
  const stopper = random.chance(0.5)
    ? el("circle", { cy: top - 48, r: 24 })
    : el("path", {
        d: d`M-24 ${top - 24} L-34 ${top - 56} L0 ${top - 76} L34 ${top - 56} L24 ${top - 24}Z`,
      });
  return (
    bottle +
    el("path", {
      d: d`M-14 ${top} V${top - 24} H14 V${top} M-44 56 C-18 44 18 66 44 54`,
    }) +
    stopper
  );
}

/** A pump bottle with a label and a side nozzle. */
export function pump(random: Random): string {
  const w = random.range(74, 92);
  const side = random.sign();
  return (
    el("rect", { x: -w / 2, y: -22, width: w, height: 132, rx: 16, ...BODY }) +
    el("rect", { x: -w / 2 + 12, y: 22, width: w - 24, height: 50, rx: 4 }) +
    el("path", {
      d:
        d`M-17 -22 V-38 H17 V-22 M0 -38 V-58 M-22 -58 H22 V-72 H-22Z` +
        d`M${22 * side} -67 H${56 * side} V-59`,
    })
  );
}

/** A wide-toothed comb. */
export function comb(random: Random): string {
  const teeth = random.int(12, 16);
  let lines = "";
  for (let i = 0; i < teeth; i++) {
    const x = -92 + (184 * i) / (teeth - 1);
    lines += d`M${x} 2 V${i % 2 === 0 ? 60 : 50}`;
  }
  return (
    el("rect", { x: -104, y: -26, width: 208, height: 28, rx: 12, ...BODY }) +
    el("path", { d: lines })
  );
}
