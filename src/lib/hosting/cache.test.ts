import { describe, expect, it } from "vitest";
import { CACHE_CONTROL, cacheClassOf, cacheControlOf } from "./cache";

describe("cacheClassOf", () => {
  it.each([
    ["/_astro/client.CzWaolnw.js", "immutable"],
    ["/_astro/figtree-tr.DNA0Dhq9.woff2", "immutable"],
    ["/_astro/style.jOmcH2bO.css", "immutable"],
    ["/img/098e824f04bf966b-480.avif", "immutable"],
    ["/sw.js", "worker"],
    ["/icons/icon-192.png", "static"],
    ["/og/gunes-kremi.png", "static"],
    ["/articles/x/opengraph-image", "static"],
    ["/favicon.ico", "static"],
    ["/index.html", "revalidate"],
    ["/skin-care", "revalidate"],
    ["/skin-care/makyaj.html", "revalidate"],
    ["/search-index.json", "revalidate"],
    ["/sitemap.xml", "revalidate"],
    ["/feed.xml", "revalidate"],
    ["/manifest.webmanifest", "revalidate"],
    ["/robots.txt", "revalidate"],
  ])("%s is %s", (file, cache) => {
    expect(cacheClassOf(file)).toBe(cache);
  });

  it("keeps only fingerprinted files for a year, and revalidates the service worker always", () => {
    expect(cacheControlOf("/_astro/a.js")).toBe(CACHE_CONTROL.immutable);
    expect(CACHE_CONTROL.immutable).toContain("immutable");
    expect(cacheControlOf("/sw.js")).toBe("no-cache");
    expect(cacheControlOf("/index.html")).toMatch(/must-revalidate/);
    // A service worker or page under a fingerprinted-looking name elsewhere is not fingerprinted.
    expect(cacheClassOf("/articles/_astro/x.html")).toBe("revalidate");
    expect(cacheClassOf("/a/sw.js")).toBe("static");
  });
});
