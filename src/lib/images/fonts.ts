import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkitten";
import type { Language } from "@/lib/i18n";

export type SatoriFont = { name: string; data: Buffer; weight: 400 | 600 | 700; style: "normal" };

/** The faces satori draws an image with, and the stacks that name them. */
export interface ImageFonts {
  fonts: SatoriFont[];
  /** `fontFamily` of the site's display face (titles, initials). */
  display: string;
  /** `fontFamily` of the site's body face (labels, the domain). */
  body: string;
  /** The fonts beyond the Latin ones every site has: part of the key of an image drawn with them. */
  extra: SatoriFont[];
}

const require = createRequire(import.meta.url);

/** A file of an @fontsource package, through the package's own `exports` ("./files/*"). */
const fontFile = (pkg: string, name: string) =>
  readFileSync(require.resolve(`@fontsource/${pkg}/files/${name}`));

const face = (name: string, data: Buffer, weight: SatoriFont["weight"]): SatoriFont => ({
  name,
  data,
  weight,
  style: "normal",
});

/**
 * The site's faces for satori, from the same @fontsource families as the pages: Latin and Latin
 * Extended, which every language's site draws its Latin text with. satori takes .woff (not
 * .woff2), and each subset needs its own family name or one of them is dropped: styles name
 * them as stacks ("Display, DisplayExt").
 */
let latin: ImageFonts | undefined;
export function latinFonts(): ImageFonts {
  latin ??= {
    fonts: [
      face("Display", fontFile("playfair-display", "playfair-display-latin-700-normal.woff"), 700),
      face(
        "DisplayExt",
        fontFile("playfair-display", "playfair-display-latin-ext-700-normal.woff"),
        700,
      ),
      face("Body", fontFile("figtree", "figtree-latin-600-normal.woff"), 600),
      face("BodyExt", fontFile("figtree", "figtree-latin-ext-600-normal.woff"), 600),
    ],
    display: "Display, DisplayExt",
    body: "Body, BodyExt",
    extra: [],
  };
  return latin;
}

/** Latin fonts plus `display` and `body` faces for another script, named in the stacks after them. */
function withFaces(display: SatoriFont[], body: SatoriFont[]): ImageFonts {
  const base = latinFonts();
  const names = (fonts: SatoriFont[]) => fonts.map((f) => `, ${f.name}`).join("");
  return {
    fonts: [...base.fonts, ...display, ...body],
    display: base.display + names(display),
    body: base.body + names(body),
    extra: [...display, ...body],
  };
}

/**
 * Cyrillic: Playfair Display's own Cyrillic subset for the display face; Figtree has no
 * Cyrillic, so the body face's is Manrope's, a geometric sans of the same build and weight.
 */
let cyrillic: ImageFonts | undefined;
function cyrillicFonts(): ImageFonts {
  cyrillic ??= withFaces(
    [
      face(
        "DisplayCyrillic",
        fontFile("playfair-display", "playfair-display-cyrillic-700-normal.woff"),
        700,
      ),
    ],
    [face("BodyCyrillic", fontFile("manrope", "manrope-cyrillic-600-normal.woff"), 600)],
  );
  return cyrillic;
}

/**
 * Hangul: Nanum Myeongjo (a high-contrast serif, as Playfair Display is) and Nanum Gothic. The
 * packages split the 11,172 syllables and their other characters into about 90 numbered files
 * of about 30 KB by unicode-range (the ranges the pages' CSS would declare, in the package's
 * unicode.json): an image loads only the files that hold its own characters, 10–20 for a card.
 */
const HANGUL = {
  display: { pkg: "nanum-myeongjo", name: "DisplayKo", weight: 700 },
  body: { pkg: "nanum-gothic", name: "BodyKo", weight: 700 },
} as const;

/** The numbered subsets of a split @fontsource package, as `[code point ranges, subset]`. */
const subsetRanges = new Map<string, [number[][], string][]>();
function rangesOf(pkg: string): [number[][], string][] {
  let ranges = subsetRanges.get(pkg);
  if (!ranges) {
    const table = JSON.parse(
      readFileSync(require.resolve(`@fontsource/${pkg}/unicode.json`), "utf8"),
    ) as Record<string, string>;
    ranges = Object.entries(table)
      .filter(([key]) => /^\[\d+\]$/.test(key))
      .map(([key, value]) => [parseUnicodeRange(value), key.slice(1, -1)]);
    subsetRanges.set(pkg, ranges);
  }
  return ranges;
}

/** CSS `unicode-range` ("U+f9ca-fa0b,U+ff07") as [first, last] pairs. */
export function parseUnicodeRange(range: string): number[][] {
  return range.split(",").map((part) => {
    const [first = "", last = first] = part.trim().replace(/^U\+/i, "").split("-");
    // A wildcard (U+4??) stands for every digit.
    return [parseInt(first.replace(/\?/g, "0"), 16), parseInt(last.replace(/\?/g, "f"), 16)];
  });
}

const loaded = new Map<string, SatoriFont>();
/** The files of a split family that hold the characters of `text` the Latin fonts lack. */
function hangulFaces(role: keyof typeof HANGUL, text: string): SatoriFont[] {
  const { pkg, name, weight } = HANGUL[role];
  const needed = new Set<string>();
  const latinOnes = latinFonts().fonts;
  for (const char of new Set(text)) {
    const code = char.codePointAt(0) ?? 0;
    if (latinOnes.some((f) => parsed(f).hasGlyphForCodePoint(code))) continue;
    const found = rangesOf(pkg).find(([ranges]) =>
      ranges.some(([first = 0, last = 0]) => code >= first && code <= last),
    );
    if (found) needed.add(found[1]);
  }
  return [...needed]
    .sort((a, b) => Number(a) - Number(b))
    .map((subset) => {
      const key = `${pkg}-${subset}-${weight}`;
      let font = loaded.get(key);
      if (!font) {
        font = face(
          `${name}${subset}`,
          fontFile(pkg, `${pkg}-${subset}-${weight}-normal.woff`),
          weight,
        );
        loaded.set(key, font);
      }
      return font;
    });
}

/**
 * The Latin fonts and the Hangul files an image's texts need. Made anew for each image: satori
 * keeps the faces it parsed by the files and names they hold (its last eight sets), so images
 * needing the same files share them, and a set no longer used is freed (a set kept here would
 * keep its parsed faces too: thousands of them over 10,000 Korean cards).
 */
function hangulFonts(text: { display: string; body: string }): ImageFonts {
  return withFaces(hangulFaces("display", text.display), hangulFaces("body", text.body));
}

/**
 * The fonts an image of a site in `language` is drawn with, for the texts set in each face.
 * Only the sites whose script needs more than Latin load more: a Turkish or English site's
 * images are drawn with the same four files, so they stay the same to the byte.
 */
export function imageFonts(
  language: Language,
  text: { display: string; body: string },
): ImageFonts {
  switch (language) {
    case "ru":
      return cyrillicFonts();
    case "ko":
      return hangulFonts(text);
    default:
      return latinFonts();
  }
}

const fontkitFonts = new WeakMap<Buffer, Font>();
function parsed(font: SatoriFont): Font {
  let read = fontkitFonts.get(font.data);
  if (!read) {
    const file = create(font.data);
    // A .woff holds one font; a collection (.ttc) is never given here.
    if (!("hasGlyphForCodePoint" in file)) throw new Error(`${font.name}: not a single font`);
    read = file;
    fontkitFonts.set(font.data, read);
  }
  return read;
}

/** Spaces, controls and format characters: nothing is drawn for them, so no font needs them. */
const UNDRAWN = /[\s\p{Cc}\p{Default_Ignorable_Code_Point}]/u;

/**
 * The characters of `text` that none of `fonts` has a glyph for, each once: satori draws an
 * empty box for each without a word, so the build names them instead.
 */
export function missingCharacters(fonts: ImageFonts, text: string): string[] {
  const missing: string[] = [];
  for (const char of new Set(text)) {
    if (UNDRAWN.test(char)) continue;
    const code = char.codePointAt(0) ?? 0;
    if (!fonts.fonts.some((f) => parsed(f).hasGlyphForCodePoint(code))) missing.push(char);
  }
  return missing;
}

/** A warning naming the characters an image of `owner` lacks, or null when it lacks none. */
export function missingGlyphWarning(owner: string, fonts: ImageFonts, text: string): string | null {
  const missing = missingCharacters(fonts, text);
  if (missing.length === 0) return null;
  const shown = missing.map(
    (c) => `"${c}" (U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")})`,
  );
  return `${owner}: no font of the image has ${shown.join(", ")}: it shows an empty box in their place`;
}
