import { readFileSync } from "node:fs";
import path from "node:path";

type SatoriFont = { name: string; data: Buffer; weight: 400 | 600 | 700; style: "normal" };

const file = (pkg: string, name: string) =>
  readFileSync(path.resolve("node_modules/@fontsource", pkg, "files", name));

let cache: SatoriFont[] | undefined;

/**
 * The site's faces for satori, from the same @fontsource packages as the pages. satori takes
 * .woff (not .woff2), and each subset needs its own family name or one of them is dropped:
 * styles name them as stacks ("Display, DisplayExt").
 */
export function satoriFonts(): SatoriFont[] {
  cache ??= [
    {
      name: "Display",
      data: file("playfair-display", "playfair-display-latin-700-normal.woff"),
      weight: 700,
      style: "normal",
    },
    {
      name: "DisplayExt",
      data: file("playfair-display", "playfair-display-latin-ext-700-normal.woff"),
      weight: 700,
      style: "normal",
    },
    {
      name: "Body",
      data: file("figtree", "figtree-latin-600-normal.woff"),
      weight: 600,
      style: "normal",
    },
    {
      name: "BodyExt",
      data: file("figtree", "figtree-latin-ext-600-normal.woff"),
      weight: 600,
      style: "normal",
    },
  ];
  return cache;
}

export const DISPLAY_STACK = "Display, DisplayExt";
export const BODY_STACK = "Body, BodyExt";
