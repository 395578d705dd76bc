import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "@/lib/content/load-content";
import { pngSize } from "@/lib/content/site";
import type { ArticleSummary } from "@/lib/content/types";
import { makeFixture } from "../../../tests/support/content-fixture";
import { CARD_SIZE, renderCardSvg } from "./social-card-template";
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
  manifestFile: path.join(work, "cache", "social-cards.json"),
};
const cardFile = (sitePath: string) => path.join(store.publicDir, sitePath);

// Drawing and encoding on a shared machine: generous timeouts (no test here measures speed).
describe("buildSocialCards", { timeout: 30_000 }, () => {
  it("draws a 1200 × 630 PNG for every article and a default card", async () => {
    const stats = await buildSocialCards(model, store);
    expect(stats).toEqual({
      cards: model.articles.length + 1,
      drawn: model.articles.length + 1,
      removed: 0,
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

  it("draws a card again when its file is gone, and removes cards of removed articles", async () => {
    const [first, second] = model.articles as [ArticleSummary, ArticleSummary];
    rmSync(cardFile(`/og/articles/${first.slug}.png`));
    writeFileSync(cardFile("/og/articles/eski-yazi.png"), "eski");
    const stats = await buildSocialCards({ ...model, articles: [first] }, store);
    // The other two articles' cards and a stray file.
    expect(stats).toEqual({ cards: 2, drawn: 1, removed: 3 });
    expect(existsSync(cardFile(`/og/articles/${second.slug}.png`))).toBe(false);
    expect(existsSync(cardFile("/og/articles/eski-yazi.png"))).toBe(false);
  });

  it("puts the category and subcategory above each title", () => {
    const jobs = cardJobs(model);
    expect(jobs[0]).toMatchObject({ path: "/og/default.png", input: { eyebrow: null } });
    const third = jobs.find((j) => j.path === "/og/articles/ucuncu-yazi.png");
    expect(third?.input).toMatchObject({ title: "Üçüncü Deneme Yazısı", eyebrow: "Saç · Boya" });
  });

  it("survives a title with characters the fonts lack", async () => {
    const [first] = model.articles as [ArticleSummary];
    const odd = { ...first, slug: "garip", title: "💄 Dudak 口红 ☂ ∰ ‮ters‮ metin" };
    const stats = await buildSocialCards({ ...model, articles: [odd] }, store);
    expect(stats.drawn).toBe(1);
    expect(pngSize(readFileSync(cardFile("/og/articles/garip.png")))).toEqual(CARD_SIZE);
  });
});

describe("renderCardSvg", { timeout: 30_000 }, () => {
  const logo = `data:image/png;base64,${readFileSync(path.join(store.publicDir, model.site.logo.src)).toString("base64")}`;
  const pathsOf = async (title: string) => {
    const svg = await renderCardSvg(
      { title, eyebrow: null, siteTitle: "Işıltı", domain: "x.tr", locale: "tr-TR" },
      logo,
    );
    return new Set([...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].map((m) => m[1]));
  };

  it("draws every Turkish letter from the site's fonts", async () => {
    const frame = await pathsOf(" ");
    const glyphs = async (title: string) =>
      [...(await pathsOf(title))].filter((d) => !frame.has(d));
    const missing = await glyphs("\uE000"); // a private-use code point: no font has it
    for (const letter of ["ğ", "Ğ", "ı", "İ", "ş", "Ş", "ç", "Ç", "ö", "Ö", "ü", "Ü"]) {
      const drawn = await glyphs(letter);
      expect(drawn.length, letter).toBeGreaterThan(0);
      expect(drawn, letter).not.toEqual(missing);
    }
    // Dotted and dotless i are different glyphs.
    expect(await glyphs("ı")).not.toEqual(await glyphs("i"));
    expect(await glyphs("İ")).not.toEqual(await glyphs("I"));
  });
});
