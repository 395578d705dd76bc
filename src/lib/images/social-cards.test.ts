import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "@/lib/content/loading/load-content";
import { pngSize } from "@/lib/content/loading/site";
import type { ArticleSummary } from "@/lib/content/types";
import { makeFixture } from "../../../tests/support/content-fixture";
import { imageFonts, latinFonts } from "./fonts";
import { CARD_SIZE, type CardInput, cardTexts, renderCardSvg } from "./social-card-template";
import { buildSocialCards, cardJobs } from "./social-cards";

const fixture = makeFixture();
const work = mkdtempSync(path.join(tmpdir(), "isilti-cards-"));
afterAll(() => {
  fixture.cleanup();
  rmSync(work, { recursive: true, force: true });
});
const { model } = loadContent(fixture.options);
// A public/ folder with the fixture site's logo, as the build has.
cpSync(path.join(fixture.root, "public"), path.join(work, "public"), { recursive: true });
const store = {
  publicDir: path.join(work, "public"),
  siteDir: path.join(work, "site"),
  manifestFile: path.join(work, "cache", "social-cards.json"),
};
const cardFile = (sitePath: string) => path.join(store.siteDir, sitePath);

// Drawing and encoding on a shared machine: generous timeouts (no test here measures speed).
describe("buildSocialCards", { timeout: 30_000 }, () => {
  it("draws a 1200 × 630 PNG for every article and a default card", async () => {
    const stats = await buildSocialCards(model, store);
    expect(stats).toEqual({
      cards: model.articles.length + 1,
      drawn: model.articles.length + 1,
      removed: 0,
      warnings: [],
    });
    for (const sitePath of [
      "/og/default.png",
      ...model.articles.map((a) => `/og/articles/${a.slug}.png`),
    ]) {
      const bytes = readFileSync(cardFile(sitePath));
      expect(pngSize(bytes), sitePath).toEqual({ width: 1200, height: 630 });
      // A palette PNG (colour type 3) stays small.
      expect(bytes[25], sitePath).toBe(3);
      expect(bytes.length).toBeLessThan(60_000);
    }
  });

  it("draws nothing the second time, and only what changed after an edit", async () => {
    expect((await buildSocialCards(model, store)).drawn).toBe(0);
    const [first, ...rest] = model.articles as [ArticleSummary, ...ArticleSummary[]];
    const before = readFileSync(cardFile(`/og/articles/${first.slug}.png`));
    const edited = {
      ...model,
      articles: [{ ...first, title: `${first.title} (güncel)` }, ...rest],
    };
    expect((await buildSocialCards(edited, store)).drawn).toBe(1);
    expect(readFileSync(cardFile(`/og/articles/${first.slug}.png`)).equals(before)).toBe(false);
  });

  it("keys a card by its inputs, not by its drawing: a store filled by another draw is up to date", async () => {
    const other = {
      publicDir: path.join(work, "other-public"),
      siteDir: path.join(work, "other-site"),
      manifestFile: path.join(work, "cache", "other-draw.json"),
    };
    cpSync(store.publicDir, other.publicDir, { recursive: true });
    const drawnBy: string[] = [];
    const first = await buildSocialCards(model, other, async (input) => {
      drawnBy.push(input.title);
      return Buffer.from("a card drawn elsewhere");
    });
    expect(first.drawn).toBe(model.articles.length + 1);
    expect(drawnBy).toContain(model.site.tagline);
    // The real drawing finds every card current: nothing is drawn again.
    expect((await buildSocialCards(model, other)).drawn).toBe(0);
    expect(readFileSync(path.join(other.siteDir, "og/default.png"), "utf8")).toBe(
      "a card drawn elsewhere",
    );
  });

  it("draws a card again when its file is gone, and removes cards of removed articles", async () => {
    const [first, second] = model.articles as [ArticleSummary, ArticleSummary];
    rmSync(cardFile(`/og/articles/${first.slug}.png`));
    writeFileSync(cardFile("/og/articles/eski-yazi.png"), "eski");
    const stats = await buildSocialCards({ ...model, articles: [first] }, store);
    // The other two articles' cards and a stray file.
    expect(stats).toEqual({ cards: 2, drawn: 1, removed: 3, warnings: [] });
    expect(existsSync(cardFile(`/og/articles/${second.slug}.png`))).toBe(false);
    expect(existsSync(cardFile("/og/articles/eski-yazi.png"))).toBe(false);
  });

  it("puts the category and subcategory above each title", () => {
    const jobs = cardJobs(model);
    expect(jobs[0]).toMatchObject({ path: "/og/default.png", input: { eyebrow: null } });
    const third = jobs.find((j) => j.path === "/og/articles/ucuncu-yazi.png");
    expect(third?.input).toMatchObject({ title: "Üçüncü Deneme Yazısı", eyebrow: "Saç · Boya" });
  });

  it("survives a title with characters the fonts lack, and names them in a warning", async () => {
    const [first] = model.articles as [ArticleSummary];
    const odd = { ...first, slug: "garip", title: "💄 Dudak 口红 ☂ ∰ ‮ters‮ metin" };
    const stats = await buildSocialCards({ ...model, articles: [odd] }, store);
    expect(stats.drawn).toBe(1);
    expect(pngSize(readFileSync(cardFile("/og/articles/garip.png")))).toEqual(CARD_SIZE);
    expect(stats.warnings).toEqual([
      'the social card of article garip: no font of the image has "💄" (U+1F484), "口" (U+53E3), "红" (U+7EA2), "☂" (U+2602), "∰" (U+2230): it shows an empty box in their place',
    ]);
    // Warned again when the card is not drawn again: every build says so until it is fixed.
    const again = await buildSocialCards({ ...model, articles: [odd] }, store);
    expect(again.drawn).toBe(0);
    expect(again.warnings).toEqual(stats.warnings);
  });

  it("warns about a Korean site's title with a letter its fonts lack", async () => {
    const [first] = model.articles as [ArticleSummary];
    const korean = {
      ...model,
      site: { ...model.site, language: "ko" as const },
      articles: [{ ...first, slug: "hangul", title: "자외선차단제 🧴 𠀀" }],
    };
    const stats = await buildSocialCards(korean, store);
    expect(stats.warnings).toEqual([
      'the social card of article hangul: no font of the image has "🧴" (U+1F9F4), "𠀀" (U+20000): it shows an empty box in their place',
    ]);
  });
});

describe("renderCardSvg", { timeout: 60_000 }, () => {
  const logo = `data:image/png;base64,${readFileSync(path.join(store.publicDir, model.site.logo.src)).toString("base64")}`;
  const card = (title: string, locale = "tr-TR"): CardInput => ({
    title,
    eyebrow: null,
    siteTitle: "Işıltı",
    domain: "x.tr",
    locale,
  });
  /** The paths of the card with `title` in `language`'s fonts (satori draws a text as one path). */
  const pathsOf = async (title: string, language: "tr" | "ru" | "ko" = "tr") => {
    const input = card(title);
    const svg = await renderCardSvg(input, logo, imageFonts(language, cardTexts(input)));
    return new Set([...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].map((m) => m[1]));
  };
  /** What the title adds to the card: its own paths. */
  const glyphsIn = async (language: "tr" | "ru" | "ko") => {
    const frame = await pathsOf(" ", language);
    // A private-use code point: no font has it, so satori draws its empty box.
    const box = [...(await pathsOf("\uE000", language))].filter((d) => !frame.has(d));
    const glyphs = async (title: string) =>
      [...(await pathsOf(title, language))].filter((d) => !frame.has(d));
    return { box, glyphs };
  };

  it("draws every Turkish letter from the site's fonts", async () => {
    const { box: missing, glyphs } = await glyphsIn("tr");
    for (const letter of ["ğ", "Ğ", "ı", "İ", "ş", "Ş", "ç", "Ç", "ö", "Ö", "ü", "Ü"]) {
      const drawn = await glyphs(letter);
      expect(drawn.length, letter).toBeGreaterThan(0);
      expect(drawn, letter).not.toEqual(missing);
    }
    // Dotted and dotless i are different glyphs.
    expect(await glyphs("ı")).not.toEqual(await glyphs("i"));
    expect(await glyphs("İ")).not.toEqual(await glyphs("I"));
  });

  it("draws every letter of the Russian alphabet from a Russian site's fonts", async () => {
    const { box, glyphs } = await glyphsIn("ru");
    const lower = [..."абвгдеёжзийклмнопрстуфхцчшщъыьэюя"];
    const drawn = new Set<string>();
    for (const letter of [...lower, ...lower.map((l) => l.toLocaleUpperCase("ru"))]) {
      const paths = await glyphs(letter);
      expect(paths.length, letter).toBeGreaterThan(0);
      expect(paths, letter).not.toEqual(box);
      drawn.add(paths.join());
    }
    // Each letter its own shape (е and ё are not one glyph).
    expect(drawn.size).toBe(66);
  });

  it("draws Hangul from a Korean site's fonts, and only an empty box from the Latin ones", async () => {
    const { box, glyphs } = await glyphsIn("ko");
    const title = "자외선차단제는 얼마나 발라야 할까?";
    const syllables = [...new Set(title.replace(/[\s?]/g, ""))];
    const drawn = new Set<string>();
    for (const syllable of syllables) {
      const paths = await glyphs(syllable);
      expect(paths.length, syllable).toBeGreaterThan(0);
      expect(paths, syllable).not.toEqual(box);
      drawn.add(paths.join());
    }
    expect(drawn.size).toBe(syllables.length);
    // With the Latin fonts alone (the card before a Korean site had its own), a box.
    const input = card("자");
    const latinOnly = await renderCardSvg(input, logo, latinFonts());
    const latinBox = await renderCardSvg(card("\uE000"), logo, latinFonts());
    expect(latinOnly).toBe(latinBox);
  });
});
