import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  hashOf,
  type ImageJob,
  type ImageStore,
  mapWithLimit,
  processImage,
  pruneStore,
  variantId,
} from "./cache";

let store: ImageStore;
beforeEach(() => {
  store = { dir: mkdtempSync(path.join(tmpdir(), "isilti-img-")), urlPrefix: "/img" };
});
afterEach(() => rmSync(store.dir, { recursive: true, force: true }));

const png = (colour: string, width = 960, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function job(
  colour: string,
  widths = [240, 480],
): Promise<ImageJob & { source: ReturnType<typeof vi.fn> }> {
  const bytes = await png(colour);
  return {
    key: hashOf("file", bytes),
    source: vi.fn(async () => bytes),
    widths,
    aspect: 16 / 10,
    alt: colour,
  };
}

describe("processImage", () => {
  it("encodes AVIF and WebP at each width, cropped to the aspect", async () => {
    const { ref, encoded } = await processImage(await job("#ff0000"), store);
    expect(encoded).toBe(4);
    expect(ref.width).toBe(480);
    expect(ref.height).toBe(300);
    const file = path.join(store.dir, path.basename(ref.src));
    expect(await sharp(file).metadata()).toMatchObject({ format: "webp", width: 480, height: 300 });
    const avif = ref.avifSrcSet.split(", ")[0]?.split(" ")[0] ?? "";
    expect((await sharp(path.join(store.dir, path.basename(avif))).metadata()).format).toBe("heif");
  });

  it("re-encodes nothing on a second build, without even producing the source", async () => {
    const first = await job("#00ff00");
    await processImage(first, store);
    const again = await job("#00ff00");
    const { encoded, ref } = await processImage(again, store);
    expect(encoded).toBe(0);
    expect(again.source).not.toHaveBeenCalled();
    expect(ref.webpSrcSet).toContain(variantId(first));
  });

  it("re-encodes only the image whose source changed", async () => {
    const [a, b] = [await job("#111111"), await job("#222222")];
    await mapWithLimit([a, b], 2, (j) => processImage(j, store));
    const changedB = await job("#333333");
    const counts = await mapWithLimit(
      [await job("#111111"), changedB],
      2,
      async (j) => (await processImage(j, store)).encoded,
    );
    expect(counts).toEqual([0, 4]);
  });

  it("makes a missing variant again when a file was deleted", async () => {
    const j = await job("#444444");
    const { ref } = await processImage(j, store);
    rmSync(path.join(store.dir, path.basename(ref.src)));
    expect((await processImage(await job("#444444"), store)).encoded).toBe(4);
  });

  it("does not upscale a small source", async () => {
    const bytes = await png("#555555", 320, 200);
    const { ref } = await processImage(
      {
        key: hashOf(bytes),
        source: async () => bytes,
        widths: [240, 480, 960],
        aspect: 16 / 10,
        alt: "",
      },
      store,
    );
    expect(ref.webpSrcSet).toMatch(/-240\.webp 240w$/);
  });

  it("fails clearly on bytes that are not an image", async () => {
    const bytes = Buffer.from("not an image");
    await expect(
      processImage(
        { key: hashOf(bytes), source: async () => bytes, widths: [240], aspect: 1, alt: "" },
        store,
      ),
    ).rejects.toThrow(/unsupported image format/i);
  });
});

describe("pruneStore", () => {
  it("removes the files of images no longer used and keeps the rest", async () => {
    const keep = await job("#666666");
    const drop = await job("#777777");
    await processImage(keep, store);
    await processImage(drop, store);
    writeFileSync(path.join(store.dir, "stray.txt"), "x");
    const removed = pruneStore(store, new Set([variantId(keep)]));
    expect(removed).toBe(6);
    expect(readdirSync(store.dir).every((name) => name.startsWith(variantId(keep)))).toBe(true);
    expect(existsSync(path.join(store.dir, `${variantId(keep)}.json`))).toBe(true);
  });
});
