import type { Random } from "./seeded";
import { d, el, num } from "./svg";

/**
 * Botanical line art for generated covers. Each drawing fits a box of about ±110 around its
 * origin and is stroked by the group that places it (currentColor is the ink).
 */

type Point = [number, number];

/** Point and direction (degrees, 0 = up, clockwise) at `t` on a cubic Bézier curve. */
function onCurve(p: readonly Point[], t: number): { at: Point; angle: number } {
  const [a, b, c, e] = p as [Point, Point, Point, Point];
  const u = 1 - t;
  const at: Point = [
    u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * e[0],
    u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * e[1],
  ];
  const dx = 3 * u * u * (b[0] - a[0]) + 6 * u * t * (c[0] - b[0]) + 3 * t * t * (e[0] - c[0]);
  const dy = 3 * u * u * (b[1] - a[1]) + 6 * u * t * (c[1] - b[1]) + 3 * t * t * (e[1] - c[1]);
  return { at, angle: (Math.atan2(dx, -dy) * 180) / Math.PI };
}

/** `point` rotated by `angle` degrees (clockwise on screen) and moved to `origin`. */
function place([x, y]: Point, origin: Point, angle: number): string {
  const r = (angle * Math.PI) / 180;
  const px = origin[0] + x * Math.cos(r) - y * Math.sin(r);
  const py = origin[1] + x * Math.sin(r) + y * Math.cos(r);
  return `${num(px)} ${num(py)}`;
}

/** An almond leaf from `origin`, pointing along `angle`, with an optional midrib. */
export function leafPath(
  origin: Point,
  angle: number,
  length: number,
  width: number,
  rib: boolean,
) {
  const L = length;
  const W = width;
  const at = (x: number, y: number) => place([x, y], origin, angle);
  const outline = `M${at(0, 0)}C${at(W * 0.9, -L * 0.25)} ${at(W * 0.6, -L * 0.85)} ${at(0, -L)}C${at(-W * 0.6, -L * 0.85)} ${at(-W * 0.9, -L * 0.25)} ${at(0, 0)}Z`;
  return rib ? `${outline}M${at(0, -L * 0.12)}L${at(0, -L * 0.72)}` : outline;
}

function stem(random: Random): Point[] {
  const bend = random.range(-38, 38);
  return [
    [0, 110],
    [bend, 40],
    [-bend * 0.6, -40],
    [bend * 0.3, -105],
  ];
}

function stemPath(points: readonly Point[]): string {
  const [first, ...rest] = points.map(([x, y]) => `${num(x)} ${num(y)}`);
  return `M${first}C${rest.join(" ")}`;
}

/** A sprig: a curved stem with alternate almond leaves and one at the tip. */
export function sprig(random: Random): string {
  const curve = stem(random);
  const count = random.int(4, 7);
  const spread = random.range(32, 52);
  const rib = random.chance(0.5);
  let leaves = "";
  for (let i = 0; i < count; i++) {
    const t = 0.2 + (0.72 * i) / (count - 1);
    const { at, angle } = onCurve(curve, t);
    const side = i % 2 === 0 ? 1 : -1;
    const length = random.range(36, 48) * (1.1 - 0.35 * t);
    leaves += leafPath(at, angle + side * spread, length, length * 0.44, rib);
  }
  const tip = onCurve(curve, 1);
  leaves += leafPath(tip.at, tip.angle, 30, 13, rib);
  return el("path", { d: stemPath(curve) + leaves });
}

/** Eucalyptus: a stem with pairs of rounded leaves, smaller towards the tip. */
export function eucalyptus(random: Random): string {
  const curve = stem(random);
  const pairs = random.int(3, 5);
  let leaves = "";
  for (let i = 0; i < pairs; i++) {
    const t = 0.22 + (0.68 * i) / (pairs - 1);
    const { at, angle } = onCurve(curve, t);
    const size = random.range(17, 23) * (1.1 - 0.4 * t);
    for (const side of [1, -1]) {
      leaves += leafPath(at, angle + side * random.range(62, 80), size * 2, size * 1.9, false);
    }
  }
  const tip = onCurve(curve, 1);
  leaves += leafPath(tip.at, tip.angle, 24, 20, false);
  return el("path", { d: stemPath(curve) + leaves });
}

/** A flower head of 5–8 petals on a short stem with one leaf. */
export function flower(random: Random): string {
  const petals = random.int(5, 8);
  const length = random.range(48, 62);
  const width = random.range(20, 30) * (6 / petals) ** 0.5;
  const turn = random.range(0, 360 / petals);
  const centre: Point = [0, -35];
  let heads = "";
  for (let i = 0; i < petals; i++) {
    heads += leafPath(centre, turn + (360 * i) / petals, length, width * 2, false);
  }
  if (random.chance(0.45)) {
    for (let i = 0; i < petals; i++) {
      heads += leafPath(centre, turn + (360 * (i + 0.5)) / petals, length * 0.55, width, false);
    }
  }
  const bend = random.range(-30, 30);
  const stemD = d`M0 ${-35 + 14} C${bend} 40 ${-bend / 2} 80 ${bend / 3} 112`;
  const leaf = leafPath([bend * 0.2, 62], random.sign() * random.range(40, 60), 40, 17, true);
  return (
    el("path", { d: heads + stemD + leaf }) +
    el("circle", { cx: centre[0], cy: centre[1], r: random.range(9, 14) })
  );
}

/** One large leaf with its midrib and paired veins that stop short of the edge. */
export function leaf(random: Random): string {
  const w = random.range(62, 82);
  const edge: Point[] = [
    [0, 112],
    [w, 50],
    [w * 1.02, -48],
    [0, -112],
  ];
  /** Half-width of the leaf at height y, sampled along its edge. */
  const halfWidth = (y: number) => {
    let best = 0;
    for (let t = 0; t <= 1; t += 0.02) {
      const { at } = onCurve(edge, t);
      if (Math.abs(at[1] - y) < 6) best = Math.max(best, at[0]);
    }
    return best;
  };
  const outline = d`M0 112 C${w} 50 ${w * 1.02} -48 0 -112 C${-w * 1.02} -48 ${-w} 50 0 112`;
  let veins = d`M0 124 L0 -96`;
  const lift = random.range(18, 30);
  for (let k = 0; k < 5; k++) {
    const y = 68 - k * 34;
    const reach = halfWidth(y - lift) * 0.8;
    veins += d`M0 ${y}Q${reach * 0.5} ${y - lift * 0.4} ${reach} ${y - lift}`;
    veins += d`M0 ${y}Q${-reach * 0.5} ${y - lift * 0.4} ${-reach} ${y - lift}`;
  }
  return el("path", { d: outline + veins });
}

/** A citrus slice: rind, pith ring and rounded segments. */
export function citrus(random: Random): string {
  const segments = random.int(8, 11);
  const gap = 5;
  let wedges = "";
  for (let i = 0; i < segments; i++) {
    const a1 = (360 * i) / segments + gap;
    const a2 = (360 * (i + 1)) / segments - gap;
    const p = (a: number, r: number) => {
      const rad = (a * Math.PI) / 180;
      return `${num(Math.sin(rad) * r)} ${num(-Math.cos(rad) * r)}`;
    };
    wedges += `M${p((a1 + a2) / 2, 12)}L${p(a1, 60)}A60 60 0 0 1 ${p(a2, 60)}Z`;
  }
  return el("circle", { r: 84 }) + el("circle", { r: 71 }) + el("path", { d: wedges });
}

/** A lock of hair: S-curves that fan out, the outer ones ending in a curl. */
export function strands(random: Random): string {
  const count = random.int(5, 7);
  const wave = random.range(34, 56);
  const gap = random.range(10, 13);
  let out = "";
  for (let i = 0; i < count; i++) {
    const o = (i - (count - 1) / 2) * gap;
    const endY = o * 1.5 + 12;
    out += d`M-120 ${o * 0.6} C-50 ${o - wave} 40 ${o * 1.2 + wave} 112 ${endY}`;
    if (i === 0 || i === count - 1) out += d`C126 ${endY - 2} 130 ${endY - 18} 118 ${endY - 22}`;
  }
  return el("path", { d: out });
}
