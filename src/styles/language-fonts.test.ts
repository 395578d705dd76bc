import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { type BuiltFace, fontPreloads, LANGUAGE_FACES, languageFontCss } from "./language-fonts";

const require = createRequire(import.meta.url);
const own = { body: "/_astro/figtree-tr.woff2", display: "/_astro/playfair-display-tr.woff2" };
const built = (language: "ru" | "ko" | "tr" | "en"): BuiltFace[] =>
  (LANGUAGE_FACES[language] ?? []).map((face) => ({ ...face, src: `/_astro/${language}.woff2` }));

describe("languageFontCss and fontPreloads", () => {
  it("add nothing to a Turkish or an English site's pages", () => {
    for (const language of ["tr", "en"] as const) {
      expect(built(language)).toEqual([]);
      expect(languageFontCss(language, built(language))).toBeNull();
      expect(fontPreloads(language, own, built(language))).toEqual([own.body, own.display]);
    }
  });

  it("give a Russian site Playfair Display's Cyrillic face for titles and the system's body face", () => {
    const css = languageFontCss("ru", built("ru"));
    expect(css).toBe(
      '@font-face{font-family:display;src:url("/_astro/ru.woff2") format("woff2");font-display:swap;font-weight:400 900;unicode-range:U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116}' +
        'html:root{--font-body-face:"body Fallback"}',
    );
    expect(fontPreloads("ru", own, built("ru"))).toEqual([own.display, "/_astro/ru.woff2"]);
  });

  it("take the Cyrillic face from the package as it publishes it: file and unicode-range", () => {
    const [face] = LANGUAGE_FACES.ru ?? [];
    if (!face) throw new Error("no Cyrillic face");
    // Through the package's exports, as Vite resolves the import.
    expect(existsSync(require.resolve(face.file))).toBe(true);
    const ranges = JSON.parse(
      readFileSync(require.resolve("@fontsource-variable/playfair-display/unicode.json"), "utf8"),
    ) as Record<string, string>;
    expect(face.unicodeRange).toBe(ranges.cyrillic);
  });

  it("give a Korean site no web font: the systems' Korean faces, none preloaded", () => {
    const css = languageFontCss("ko", built("ko")) ?? "";
    expect(css).not.toContain("@font-face");
    expect(css).not.toMatch(/"body"|"display"|url\(/);
    const face = (name: string) => css.match(new RegExp(`--font-${name}-face:([^;}]+)`))?.[1];
    expect(face("body")).toBe(
      '"Apple SD Gothic Neo","Malgun Gothic","Noto Sans KR","Noto Sans CJK KR"',
    );
    // Titles in a Myeongjo with real bold weights where one is installed, else the Korean sans.
    expect(face("display")?.split(",").slice(0, 4)).toEqual([
      '"Noto Serif KR"',
      '"Noto Serif CJK KR"',
      '"Nanum Myeongjo"',
      '"Apple SD Gothic Neo"',
    ]);
    expect(fontPreloads("ko", own, built("ko"))).toEqual([]);
  });
});
