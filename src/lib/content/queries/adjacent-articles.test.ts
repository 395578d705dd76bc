import { describe, expect, it } from "vitest";
import { adjacencyIn, adjacentArticles, firstOthers } from "./adjacent-articles";

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

describe("adjacencyIn (the neighbours of every article of one listing)", () => {
  it("answers as adjacentArticles does, for each article and for one not in the list", () => {
    const lookup = adjacencyIn(list);
    for (const slug of ["en-yeni", "orta", "en-eski", "yok"])
      expect(lookup(slug)).toEqual(adjacentArticles(list, slug));
  });

  it("takes the first place of a slug listed twice, as a scan from the start would", () => {
    const twice = [{ slug: "a" }, { slug: "b" }, { slug: "a" }, { slug: "c" }];
    expect(adjacencyIn(twice)("a")).toEqual({ previous: { slug: "b" }, next: null });
  });
});

describe("firstOthers (related articles: the subcategory's first, then the category's)", () => {
  const sub = [{ slug: "s1" }, { slug: "bu" }, { slug: "s2" }];
  const category = [{ slug: "k1" }, { slug: "s1" }, { slug: "bu" }, { slug: "k2" }, { slug: "k3" }];

  it("takes from the first list, then the next, without repeats or the article itself", () => {
    expect(firstOthers([sub, category], "bu", 4).map((a) => a.slug)).toEqual([
      "s1",
      "s2",
      "k1",
      "k2",
    ]);
  });

  it("gives fewer when the lists hold fewer, and none when asked for none", () => {
    expect(firstOthers([[{ slug: "bu" }, { slug: "x" }]], "bu", 4)).toEqual([{ slug: "x" }]);
    expect(firstOthers([sub], "bu", 0)).toEqual([]);
  });

  it("stops reading once it has enough (a listing may be thousands long)", () => {
    let read = 0;
    const long = Array.from({ length: 10_000 }, (_, i) => ({
      get slug() {
        read++;
        return `a${i}`;
      },
    }));
    expect(firstOthers([long], "a0", 4)).toHaveLength(4);
    expect(read).toBeLessThan(20);
  });
});
