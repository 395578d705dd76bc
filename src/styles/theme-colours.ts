import { readFileSync } from "node:fs";
import path from "node:path";
import { readThemeColours } from "./contrast";

/**
 * The design tokens' colours, read from tokens.css at build, for the places outside CSS that
 * need them (the manifest, the browser's `theme-color`): the tokens stay their only source.
 */
let cached: ReturnType<typeof readThemeColours> | undefined;

export function themeColours(): ReturnType<typeof readThemeColours> {
  cached ??= readThemeColours(
    readFileSync(path.join(process.cwd(), "src/styles/tokens.css"), "utf8"),
  );
  return cached;
}

/** A token's value in one theme; a missing token stops the build rather than shipping a guess. */
export function tokenColour(theme: "light" | "dark", name: string): string {
  const value = themeColours()[theme][name];
  if (!value) throw new Error(`src/styles/tokens.css defines no --color-${name} (${theme} theme)`);
  return value;
}
