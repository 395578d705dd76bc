import type { Language } from "@/lib/i18n";

/**
 * The site's two web fonts (fonts.css) draw Latin with the Turkish letters, and nothing else. A
 * site in another script gets, from these, what its pages add to them: only the Turkish and
 * English sites' pages stay as they are, to the byte.
 *
 * - Russian: headings keep Playfair Display, with the family's own Cyrillic file as a second
 *   face of `display` (about 21 KB, fetched only for Cyrillic by its unicode-range). Figtree
 *   has no Cyrillic, and a paragraph drawn with Figtree's spaces and punctuation between Arial's
 *   letters would mix two faces in every line: the body is set in the metric-matched Arial
 *   ("body Fallback") and the system's sans, all of which draw Cyrillic well.
 * - Korean: no web font (a Hangul face is megabytes, even split). Text is set in the systems'
 *   Korean faces, named so that no browser falls back to an old default such as Batang or
 *   Gulim: a Myeongjo with real bold weights for headings where one is installed, else the
 *   Korean sans (Apple SD Gothic Neo on Apple systems, Malgun Gothic on Windows, Noto Sans
 *   CJK KR on Android and Linux), whose own Latin then matches the Hangul beside it.
 */
export interface LanguageFace {
  /** The family it joins, as fonts.css names it. */
  family: "display" | "body";
  /** The file, as a package export (`@fontsource-variable/…/files/….woff2`). */
  file: string;
  unicodeRange: string;
  weight: string;
}

/** The faces each language adds to the site's own (read by src/astro/styles/language-fonts.ts). */
export const LANGUAGE_FACES: Partial<Record<Language, readonly LanguageFace[]>> = {
  ru: [
    {
      family: "display",
      file: "@fontsource-variable/playfair-display/files/playfair-display-cyrillic-wght-normal.woff2",
      // The package's "cyrillic" subset (its unicode.json).
      unicodeRange: "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116",
      weight: "400 900",
    },
  ],
};

const KOREAN_SANS = '"Apple SD Gothic Neo","Malgun Gothic","Noto Sans KR","Noto Sans CJK KR"';
const KOREAN_SERIF = '"Noto Serif KR","Noto Serif CJK KR","Nanum Myeongjo"';

/** A face with the address its file was built to. */
export type BuiltFace = LanguageFace & { src: string };

/**
 * The stylesheet a language's pages add after fonts.css (null: none): its faces, and the
 * stacks tokens.css builds `--font-body` and `--font-display` from.
 */
export function languageFontCss(language: Language, faces: readonly BuiltFace[]): string | null {
  const declared = faces
    .map(
      (face) =>
        `@font-face{font-family:${face.family};src:url(${JSON.stringify(face.src)}) format("woff2");font-display:swap;font-weight:${face.weight};unicode-range:${face.unicodeRange}}`,
    )
    .join("");
  // `html:root` outweighs fonts.css's `:root`: Astro links the site's stylesheet after the
  // page's own <style> elements, so a rule of the same weight would lose to it.
  switch (language) {
    case "ru":
      return `${declared}html:root{--font-body-face:"body Fallback"}`;
    case "ko":
      return `${declared}html:root{--font-body-face:${KOREAN_SANS};--font-display-face:${KOREAN_SERIF},${KOREAN_SANS}}`;
    default:
      return declared || null;
  }
}

/**
 * The font files a page preloads, those its first paint draws with: both of the site's on a
 * Turkish or English site; the display face and its Cyrillic on a Russian one; none on a
 * Korean one, which sets its text in the system's faces.
 */
export function fontPreloads(
  language: Language,
  own: { body: string; display: string },
  faces: readonly BuiltFace[],
): string[] {
  switch (language) {
    case "ru":
      return [own.display, ...faces.map((face) => face.src)];
    case "ko":
      return [];
    default:
      return [own.body, own.display];
  }
}
