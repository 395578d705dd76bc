import { describe, expect, it } from "vitest";
import { adjacentArticles } from "./adjacent-articles";

// A subcategory's listing, newest first, as the site shows it.
const list = [{ slug: "en-yeni" }, { slug: "orta" }, { slug: "en-eski" }];

describe("adjacentArticles (previous and next within a subcategory)", () => {
  it("links an article in the middle to the older one before it and the newer one after it", () => {
    expect(adjacentArticles(list, "orta")).toEqual({
      previous: { slug: "en-eski" },
      next: { slug: "en-yeni" },
    });
  });

  it("has no next article at the newest end", () => {
    expect(adjacentArticles(list, "en-yeni")).toEqual({ previous: { slug: "orta" }, next: null });
  });

  it("has no previous article at the oldest end", () => {
    expect(adjacentArticles(list, "en-eski")).toEqual({ previous: null, next: { slug: "orta" } });
  });

  it("has neither when the article is alone, or not in the list", () => {
    expect(adjacentArticles([{ slug: "tek" }], "tek")).toEqual({ previous: null, next: null });
    expect(adjacentArticles(list, "yok")).toEqual({ previous: null, next: null });
  });
});
