import type { Random } from "./seeded";

/** `#rrggbb` from hue (degrees), saturation and lightness (0–100). */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(100, Math.max(0, saturation)) / 100;
  const l = Math.min(100, Math.max(0, lightness)) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v =
      u < 1 / 6
        ? p + (q - p) * 6 * u
        : u < 1 / 2
          ? q
          : u < 2 / 3
            ? p + (q - p) * (2 / 3 - u) * 6
            : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
}

export interface CoverPalette {
  /** Light covers carry dark line art; deep covers carry cream line art. */
  mood: "light" | "deep";
  /** Background gradient, from its first corner to the opposite one. */
  background: [string, string];
  /** Soft light spots over the background. */
  glow: string;
  /** The large calm shape (arch, disc, podium, bands): a gradient of two tones. */
  shape: [string, string];
  /** Line art. */
  ink: string;
  /** Sparkles and small details. */
  accent: string;
}

/**
 * Colours for one cover: the category gives the hue family, the article's random source the
 * exact tones, within muted, mid-range values that sit calmly on light and dark pages alike.
 */
export function coverPalette(hue: number, chroma: number, random: Random): CoverPalette {
  const h = hue + random.range(-8, 8);
  const drift = random.range(-18, 18);
  const s = random.range(22, 36) * chroma;
  const gold = hsl(random.range(32, 44), random.range(52, 66), random.range(66, 74));
  if (random.chance(0.62)) {
    const top = random.range(78, 86);
    return {
      mood: "light",
      background: [hsl(h, s, top), hsl(h + drift, s + 4, top - random.range(12, 18))],
      glow: hsl(h + drift / 2, 60, 96),
      shape: [hsl(h - drift / 2, s - 8, random.range(90, 94)), hsl(h, s, random.range(82, 88))],
      ink: hsl(h + drift / 3, random.range(28, 40), random.range(26, 32)),
      accent: random.chance(0.5) ? hsl(h, 30, 98) : hsl(random.range(30, 40), 58, 56),
    };
  }
  const top = random.range(34, 42);
  return {
    mood: "deep",
    background: [hsl(h, s * 1.15, top), hsl(h + drift, s * 1.3, top - random.range(12, 16))],
    glow: hsl(h + drift / 2, 38 * chroma, 58),
    shape: [hsl(h - drift / 2, s * 1.1, top + random.range(8, 14)), hsl(h, s * 1.2, top - 4)],
    ink: hsl(h + drift / 3, random.range(40, 55), random.range(88, 92)),
    accent: gold,
  };
}
