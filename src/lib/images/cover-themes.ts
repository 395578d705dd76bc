import type { MotifName } from "./motifs";

export interface CoverTheme {
  /** Hue family (degrees) of the category's generated covers. */
  hue: number;
  /** Saturation factor: greens and teals look louder than roses at the same saturation. */
  chroma: number;
  /** What the category is about, drawn as line art; each cover picks among them. */
  motifs: readonly MotifName[];
  /** Generated avatars: gradient and initials colours. */
  from: string;
  to: string;
  accent: string;
}

/** One colour family and one set of motifs per top-level category. */
const THEMES: Record<string, CoverTheme> = {
  "makyaj-teknikleri": {
    hue: 336,
    chroma: 1,
    motifs: ["lipstick", "brush", "mirror", "flower", "moon"],
    from: "#8a2d5b",
    to: "#3a1027",
    accent: "#f7d6a8",
  },
  "skin-care": {
    hue: 172,
    chroma: 0.8,
    motifs: ["dropper", "drops", "jar", "sprig", "leaf"],
    from: "#2f7276",
    to: "#10383a",
    accent: "#c9f0e6",
  },
  "hair-styles": {
    hue: 22,
    chroma: 0.95,
    motifs: ["strands", "comb", "flower", "eucalyptus"],
    from: "#80502f",
    to: "#2f1a0d",
    accent: "#f3d3a6",
  },
  "natural-beauty-products": {
    hue: 102,
    chroma: 0.65,
    motifs: ["sprig", "eucalyptus", "leaf", "citrus", "flower"],
    from: "#4f6e3b",
    to: "#1c2c14",
    accent: "#e2efc2",
  },
  "beauty-secrets": {
    hue: 268,
    chroma: 0.8,
    motifs: ["moon", "perfume", "flower", "eucalyptus", "drops"],
    from: "#5c3e8c",
    to: "#1f1239",
    accent: "#f1d9a8",
  },
  "kozmetik-product-reviews": {
    hue: 12,
    chroma: 0.95,
    motifs: ["pump", "jar", "dropper", "perfume", "lipstick"],
    from: "#a2473b",
    to: "#3d1410",
    accent: "#ffd9c7",
  },
  "skin-problems-and-solutions": {
    hue: 212,
    chroma: 0.85,
    motifs: ["ripples", "drops", "leaf", "sprig", "dropper"],
    from: "#3f5d84",
    to: "#142238",
    accent: "#cfe0f7",
  },
};

const FALLBACKS = Object.values(THEMES);

/** The theme of a category; a category added later gets a stable one of the existing looks. */
export function coverTheme(categoryKey: string | null): CoverTheme {
  const known = categoryKey ? THEMES[categoryKey] : undefined;
  if (known) return known;
  const key = categoryKey ?? "";
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return FALLBACKS[hash % FALLBACKS.length] as CoverTheme;
}
