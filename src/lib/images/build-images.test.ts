import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "@/lib/content/loading/load-content";
import { withImages } from "@/lib/content/model/with-images";
import { articleFile, makeFixture, VALID_ARTICLE } from "../../../tests/support/content-fixture";
import { avatarKey, buildImages, ImageError } from "./build-images";

const store = { dir: mkdtempSync(path.join(tmpdir(), "isilti-build-img-")), urlPrefix: "/img" };
const photo = await sharp({
  create: { width: 1600, height: 1200, channels: 3, background: "#c98" },
})
  .jpeg()
  .toBuffer();
const fixture = makeFixture({
  "articles/kapakli.md": articleFile({
    ...VALID_ARTICLE,
    slug: "kapakli",
    cover: { src: "./kapakli.jpg", alt: "Mermer zeminde bir kavanoz krem" },
  }),
});
writeFileSync(path.join(fixture.options.contentDir, "articles", "kapakli.jpg"), photo);
afterAll(() => {
  fixture.cleanup();
  rmSync(store.dir, { recursive: true, force: true });
});

/** Every file of the store with its size and modification time: what a run wrote shows here. */
const listing = () =>
  readdirSync(store.dir)
    .sort()
    .map((name) => {
      const stat = statSync(path.join(store.dir, name));
      return `${name} ${stat.size} ${stat.mtimeMs}`;
    });
const fileOf = (src: string) => path.join(store.dir, path.basename(src));

describe("buildImages", () => {
  it("gives every article a cover and every author an avatar; a second run writes no file", async () => {
    const first = loadContent(fixture.options);
    const { images, stats } = await buildImages(first, store);
    const { articles, authors } = first.model;
    expect(stats.images).toBe(articles.length + authors.length);
    expect(stats.written).toBe(3 * 1 + 6 + 2 * 6); // 3 SVG covers, 1 photo and 2 avatars × 6 variants
    expect([...images.covers.keys()].sort()).toEqual(articles.map((a) => a.slug).sort());
    expect([...images.avatars.keys()].sort()).toEqual(authors.map((a) => a.slug).sort());
    for (const author of authors) expect(images.avatars.get(author.slug)?.width).toBe(256);

    const before = listing();
    const again = await buildImages(loadContent(fixture.options), store);
    expect(again.stats).toMatchObject({ written: 0, removed: 0 });
    expect(listing()).toEqual(before);
    expect(again.images).toEqual(images);
  });

  it("keeps an editor's cover as a raster image with its alt, and draws the others as SVG", async () => {
    const { images } = await buildImages(loadContent(fixture.options), store);
    expect(images.covers.get("kapakli")).toMatchObject({
      kind: "raster",
      alt: "Mermer zeminde bir kavanoz krem",
      width: 1200,
      height: 750,
    });
    const drawn = images.covers.get("ikinci-yazi");
    expect(drawn).toEqual({
      kind: "vector",
      alt: "",
      width: 1200,
      height: 750,
      src: expect.stringMatching(/^\/img\/[0-9a-f]{16}\.svg$/),
    });
  });

  it("writes covers that show neither the title, the category nor the site's name", async () => {
    const loaded = loadContent(fixture.options);
    const { images } = await buildImages(loaded, store);
    const { categories, site } = loaded.model;
    const labels = [
      site.title,
      ...categories.flatMap((c) => [c.title, ...c.children.map((s) => s.title)]),
    ];
    for (const article of loaded.model.articles) {
      const cover = images.covers.get(article.slug);
      if (cover?.kind !== "vector") continue;
      const svg = readFileSync(fileOf(cover.src), "utf8");
      expect(svg).not.toMatch(/<text\b/);
      for (const words of [article.title, ...labels]) {
        for (const text of [words, words.toLocaleUpperCase("tr-TR")])
          expect(svg, `${article.slug}: ${text}`).not.toContain(text);
      }
    }
  });

  it("composes a new model and leaves the loaded one as it was", async () => {
    const loaded = loadContent(fixture.options);
    const untouched = structuredClone(loaded.model);
    const { images } = await buildImages(loaded, store);
    const model = withImages(loaded.model, images);
    expect(loaded.model).toEqual(untouched);
    for (const article of loaded.model.articles) expect(article).not.toHaveProperty("cover");
    for (const author of loaded.model.authors) expect(author).not.toHaveProperty("avatar");
    expect(model.articles.map((a) => a.cover)).toEqual(
      model.articles.map((a) => images.covers.get(a.slug)),
    );
    expect(model.authors.every((a) => a.avatar === images.avatars.get(a.slug))).toBe(true);
    expect(model.articles[0]).not.toBe(loaded.model.articles[0]);
  });

  it("redraws only the cover of an article moved to another category, not of a retitled one", async () => {
    const before = (await buildImages(loadContent(fixture.options), store)).images.covers;
    const loaded = loadContent(fixture.options);
    const [moved, retitled] = ["ikinci-yazi", "ucuncu-yazi"].map((slug) =>
      loaded.model.articles.find((a) => a.slug === slug),
    );
    if (!moved || !retitled) throw new Error("the fixture lacks its articles");
    const other = loaded.model.categories.find((c) => c.key !== moved.placement.category?.key);
    const changed = {
      ...loaded.model,
      articles: loaded.model.articles.map((a) =>
        a === moved
          ? { ...a, placement: { ...a.placement, category: other ? { ...other } : null } }
          : a === retitled
            ? { ...a, title: "Yeni Başlıklı Üçüncü Yazı" }
            : a,
      ),
    };
    const svgs = () => new Set(readdirSync(store.dir).filter((name) => name.endsWith(".svg")));
    const svgsBefore = svgs();
    const { images } = await buildImages({ ...loaded, model: changed }, store);
    const redrawn = [...images.covers].filter(([slug, ref]) => before.get(slug)?.src !== ref.src);
    expect(redrawn.map(([slug]) => slug)).toEqual(["ikinci-yazi"]);
    const svgsAfter = svgs();
    expect([...svgsAfter].filter((name) => !svgsBefore.has(name))).toEqual([
      path.basename(images.covers.get("ikinci-yazi")?.src ?? ""),
    ]);
    // The moved article's old drawing is no longer used: it is removed from the store.
    expect(svgsAfter.has(path.basename(before.get("ikinci-yazi")?.src ?? ""))).toBe(false);
  });

  it("draws Cyrillic and Hangul initials with their site's fonts, and warns of letters none has", async () => {
    const loaded = loadContent(fixture.options);
    const own = { dir: mkdtempSync(path.join(tmpdir(), "isilti-avatars-")), urlPrefix: "/img" };
    const [first, second] = loaded.model.authors;
    if (!first || !second) throw new Error("the fixture lacks its authors");
    const named = (language: "tr" | "ru" | "ko", names: [string, string]) => ({
      ...loaded,
      model: {
        ...loaded.model,
        site: { ...loaded.model.site, language },
        authors: [
          { ...first, name: names[0] },
          { ...second, name: names[1] },
        ],
      },
    });
    try {
      const russian = await buildImages(named("ru", ["Ольга Соколова", "Ёжик Ёлкин"]), own);
      expect(russian.stats.warnings).toEqual([]);
      const korean = await buildImages(named("ko", ["김서연", "이하은"]), own);
      expect(korean.stats.warnings).toEqual([]);
      // The same names on a site with Latin fonts only: each avatar says what it lacks.
      const latin = await buildImages(named("tr", ["Ольга Соколова", "김서연"]), own);
      expect(latin.stats.warnings).toEqual([
        `generated avatar of author ${first.slug}: no font of the image has "О" (U+041E), "С" (U+0421): it shows an empty box in their place`,
        `generated avatar of author ${second.slug}: no font of the image has "김" (U+AE40): it shows an empty box in their place`,
      ]);
    } finally {
      rmSync(own.dir, { recursive: true, force: true });
    }
  });

  it("names the article when its cover file is not an image", async () => {
    writeFileSync(
      path.join(fixture.options.contentDir, "articles", "kapakli.jpg"),
      "bu bir resim değil",
    );
    const loaded = loadContent(fixture.options);
    const run = buildImages(loaded, store);
    await expect(run).rejects.toBeInstanceOf(ImageError);
    await expect(run).rejects.toThrow(
      /content\/articles\/kapakli\.md: cover\.src: .*unsupported image format/i,
    );
  });
});

describe("avatarKey", () => {
  it("keeps a Turkish avatar's key, and changes only where the locale's capitals do", () => {
    expect(avatarKey("Ayşe Yılmaz", "skin", "tr-TR")).toBe("Ayşe Yılmaz\0skin");
    // The same capitals in English: the same picture, the same key.
    expect(avatarKey("Ayşe Yılmaz", "skin", "en-US")).toBe(
      avatarKey("Ayşe Yılmaz", "skin", "tr-TR"),
    );
    // "ian" is "İ" in Turkish capitals and "I" in English ones: two pictures, two keys.
    expect(avatarKey("ian smith", null, "en-US")).not.toBe(avatarKey("ian smith", null, "tr-TR"));
  });
});
