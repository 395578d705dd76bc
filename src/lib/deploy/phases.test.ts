import { describe, expect, it } from "vitest";
import { phaseOf } from "./phases";

describe("phaseOf", () => {
  it.each([
    ["/_astro/x.js", "assets"],
    ["/img/1a2b-480.webp", "assets"],
    ["/icons/icon-192.png", "static"],
    ["/articles/x/opengraph-image", "static"],
    ["/articles/x.txt", "data"],
    ["/search-index.json", "data"],
    ["/manifest.webmanifest", "data"],
    ["/articles/x.html", "pages"],
    ["/404.html", "pages"],
    ["/sw.js", "worker"],
    ["/sitemap.xml", "sitemaps"],
    ["/sitemap-1.xml", "sitemaps"],
    ["/robots.txt", "sitemaps"],
    ["/feed.xml", "feed"],
  ])("%s goes with the %s", (file, phase) => {
    expect(phaseOf(file)).toBe(phase);
  });
});
