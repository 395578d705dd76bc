import { describe, expect, it } from "vitest";
import { INFO_LINKS, PAGE_SEGMENT, paths, RESERVED_TOP_LEVEL, STATIC_PAGE_PATHS } from "./paths";

describe("paths", () => {
  it("builds the site's addresses, which never change", () => {
    expect(paths.article("gunes-kremi")).toBe("/articles/gunes-kremi");
    expect(paths.author("ayse")).toBe("/authors/ayse");
    expect(paths.category("skin-care")).toBe("/skin-care");
    expect(paths.category("skin-care", "acne-treatment")).toBe("/skin-care/acne-treatment");
    expect(paths.staticPage("about-us")).toBe("/info/about-us");
    expect(paths.logo("isilti")).toBe("/icons/isilti-logo-small.png");
    expect(paths.socialCard("gunes-kremi")).toBe("/og/articles/gunes-kremi.png");
    expect(paths.sitemapPart(2)).toBe("/sitemaps/2.xml");
  });

  it("puts page 1 of a listing at the listing's own URL and later pages under sayfa", () => {
    expect(paths.listingPage("/skin-care", 1)).toBe("/skin-care");
    expect(paths.listingPage("/skin-care", 2)).toBe("/skin-care/sayfa/2");
    expect(paths.listingPage("/authors/ayse", 3)).toBe("/authors/ayse/sayfa/3");
  });

  it("reserves every first segment the site uses, sayfa included", () => {
    for (const link of INFO_LINKS) {
      const first = link.href.split("/")[1] ?? "";
      expect(RESERVED_TOP_LEVEL.has(first), first).toBe(true);
    }
    for (const path of Object.values(STATIC_PAGE_PATHS)) {
      expect(RESERVED_TOP_LEVEL.has(path.split("/")[1] ?? "")).toBe(true);
    }
    expect(RESERVED_TOP_LEVEL.has(PAGE_SEGMENT)).toBe(true);
    for (const file of [
      paths.defaultSocialCard,
      paths.socialCard("x"),
      paths.sitemapPart(1),
      `${paths.searchParts}/t/0.json`,
    ])
      expect(RESERVED_TOP_LEVEL.has(file.split("/")[1] ?? ""), file).toBe(true);
    expect(RESERVED_TOP_LEVEL.has("skin-care")).toBe(false);
  });
});
