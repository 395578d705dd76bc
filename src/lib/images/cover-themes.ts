export type Motif = "strokes" | "drops" | "waves" | "leaves" | "sparkles" | "bottles" | "rings";

export interface CoverTheme {
  from: string;
  to: string;
  /** Label and ornament colour; white text sits on the gradient. */
  accent: string;
  motif: Motif;
}

/** One look per top-level category: its colour and a motif drawn from what it is about. */
const THEMES: Record<string, CoverTheme> = {
  "makyaj-teknikleri": { from: "#8a2d5b", to: "#3a1027", accent: "#f7d6a8", motif: "strokes" },
  "skin-care": { from: "#2f7276", to: "#10383a", accent: "#c9f0e6", motif: "drops" },
  "hair-styles": { from: "#80502f", to: "#2f1a0d", accent: "#f3d3a6", motif: "waves" },
  "natural-beauty-products": { from: "#4f6e3b", to: "#1c2c14", accent: "#e2efc2", motif: "leaves" },
  "beauty-secrets": { from: "#5c3e8c", to: "#1f1239", accent: "#f1d9a8", motif: "sparkles" },
  "kozmetik-product-reviews": {
    from: "#a2473b",
    to: "#3d1410",
    accent: "#ffd9c7",
    motif: "bottles",
  },
  "skin-problems-and-solutions": {
    from: "#3f5d84",
    to: "#142238",
    accent: "#cfe0f7",
    motif: "rings",
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
