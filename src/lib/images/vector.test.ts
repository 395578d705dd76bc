import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ImageStore } from "./cache";
import { storeVector } from "./vector";

let store: ImageStore;
beforeEach(() => {
  store = { dir: mkdtempSync(path.join(tmpdir(), "isilti-svg-")), urlPrefix: "/img" };
});
afterEach(() => rmSync(store.dir, { recursive: true, force: true }));

const size = { width: 1200, height: 750 };
const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750"><rect width="1200" height="750" fill="${fill}"/></svg>`;

describe("storeVector", () => {
  it("writes the SVG once under a name made from its bytes, and never again", () => {
    const first = storeVector(svg("#abc"), size, store);
    expect(first.written).toBe(1);
    expect(first.ref).toEqual({ kind: "vector", alt: "", ...size, src: `/img/${first.id}.svg` });
    expect(readFileSync(path.join(store.dir, `${first.id}.svg`), "utf8")).toBe(svg("#abc"));
    const again = storeVector(svg("#abc"), size, store);
    expect(again).toEqual({ ...first, written: 0 });
    expect(readdirSync(store.dir)).toEqual([`${first.id}.svg`]);
  });

  it("gives a changed drawing a new name, so caches never serve the old one", () => {
    const a = storeVector(svg("#abc"), size, store);
    const b = storeVector(svg("#abd"), size, store);
    expect(b.id).not.toBe(a.id);
    expect(b.written).toBe(1);
  });
});
