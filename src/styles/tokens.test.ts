import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio, readThemeColours } from "./contrast";

const css = readFileSync(path.join(__dirname, "tokens.css"), "utf8");
const themes = readThemeColours(css);

/** Every foreground/background pair the components use for text or essential UI. */
const TEXT_PAIRS: [fg: string, bg: string][] = [
  ["text", "bg"],
  ["text", "surface"],
  ["text", "surface-muted"],
  ["text-muted", "bg"],
  ["text-muted", "surface"],
  ["text-muted", "surface-muted"],
  ["accent", "bg"],
  ["accent", "surface"],
  ["accent", "surface-muted"],
  ["accent-strong", "bg"],
  ["accent-strong", "surface"],
  ["accent-strong", "accent-soft"],
  ["text", "accent-soft"],
  ["on-accent", "accent"],
  ["on-accent", "accent-strong"],
];

/** Non-text UI (focus rings, input borders) needs 3:1 (WCAG 1.4.11). */
const UI_PAIRS: [fg: string, bg: string][] = [
  ["focus", "bg"],
  ["focus", "surface"],
  ["border-strong", "surface"],
];

describe.each(["light", "dark"] as const)("%s theme", (theme) => {
  const colours = themes[theme];

  it("defines every colour the pairs use", () => {
    for (const name of [...TEXT_PAIRS, ...UI_PAIRS].flat())
      expect(colours[name], name).toMatch(/^#/);
  });

  it.each(TEXT_PAIRS)("%s on %s meets AA for text (4.5:1)", (fg, bg) => {
    expect(contrastRatio(colours[fg] ?? "", colours[bg] ?? "")).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)("%s on %s meets 3:1 for UI", (fg, bg) => {
    expect(contrastRatio(colours[fg] ?? "", colours[bg] ?? "")).toBeGreaterThanOrEqual(3);
  });
});

describe("contrastRatio", () => {
  it("gives 21 for black on white and 1 for equal colours", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });
});
