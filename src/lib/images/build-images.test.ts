import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "@/lib/content/load-content";
import { articleFile, makeFixture, VALID_ARTICLE } from "../../../tests/support/content-fixture";
import { buildImages, ImageError } from "./build-images";

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

describe("buildImages", () => {
  it("gives every article a cover and every author an avatar, then re-encodes nothing", async () => {
    const first = loadContent(fixture.options);
    const stats = await buildImages(first, store);
    expect(stats.images).toBe(4 + 2);
    expect(stats.encoded).toBeGreaterThan(0);
    for (const article of first.model.articles)
      expect(article.cover?.avifSrcSet, article.slug).toMatch(/\.avif 480w/);
    for (const author of first.model.authors) expect(author.avatar?.width, author.slug).toBe(256);

    const second = loadContent(fixture.options);
    const again = await buildImages(second, store);
    expect(again.encoded).toBe(0);
    expect(second.model.articles.map((a) => a.cover)).toEqual(
      first.model.articles.map((a) => a.cover),
    );
  });

  it("uses an editor's cover with its alt text, and leaves generated covers decorative", async () => {
    const loaded = loadContent(fixture.options);
    await buildImages(loaded, store);
    const withCover = loaded.model.articles.find((a) => a.slug === "kapakli");
    expect(withCover?.cover).toMatchObject({
      alt: "Mermer zeminde bir kavanoz krem",
      width: 1200,
      height: 750,
    });
    expect(loaded.model.articles.find((a) => a.slug === "ikinci-yazi")?.cover?.alt).toBe("");
  });

  it("changes only the cover of a retitled article", async () => {
    const before = loadContent(fixture.options);
    await buildImages(before, store);
    const after = loadContent(fixture.options);
    const retitled = after.model.articles.find((a) => a.slug === "ikinci-yazi");
    if (retitled) retitled.title = "Yeni Başlıklı İkinci Yazı";
    const stats = await buildImages(after, store);
    expect(stats.encoded).toBe(6);
    const changed = after.model.articles.filter(
      (a, i) => a.cover?.src !== before.model.articles[i]?.cover?.src,
    );
    expect(changed.map((a) => a.slug)).toEqual(["ikinci-yazi"]);
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
