import { describe, expect, it } from "vitest";
import { CACHE_PREFIX, CACHES, SAVED_PREFIX, savedCacheName } from "./offline-cache";

describe("cache names", () => {
  it("all carry the site's prefix (the kill switch clears by it)", () => {
    for (const name of [...Object.values(CACHES), savedCacheName("/articles/nem")])
      expect(name.startsWith(CACHE_PREFIX)).toBe(true);
  });
  it("give each saved article a cache of its own, apart from the evicted ones", () => {
    expect(savedCacheName("/articles/nem")).toBe(`${SAVED_PREFIX}/articles/nem`);
    expect(savedCacheName("/articles/nem")).not.toBe(savedCacheName("/articles/nemli"));
    for (const name of Object.values(CACHES)) expect(name.startsWith(SAVED_PREFIX)).toBe(false);
  });
});
