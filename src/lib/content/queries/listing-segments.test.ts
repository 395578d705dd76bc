import { describe, expect, it } from "vitest";
import { allListingSegments, listingSegments, parseListingSegments } from "./listing-segments";

const category = { allowSub: true };
const author = { allowSub: false };

describe("parseListingSegments", () => {
  it("reads a category's pages and its subcategories' pages", () => {
    expect(parseListingSegments(undefined, category)).toEqual({ sub: null, page: 1 });
    expect(parseListingSegments([], category)).toEqual({ sub: null, page: 1 });
    expect(parseListingSegments(["acne"], category)).toEqual({ sub: "acne", page: 1 });
    expect(parseListingSegments(["sayfa", "2"], category)).toEqual({ sub: null, page: 2 });
    expect(parseListingSegments(["acne", "sayfa", "3"], category)).toEqual({
      sub: "acne",
      page: 3,
    });
  });

  it("reads an author's pages and refuses a subcategory there", () => {
    expect(parseListingSegments([], author)).toEqual({ sub: null, page: 1 });
    expect(parseListingSegments(["sayfa", "2"], author)).toEqual({ sub: null, page: 2 });
    expect(parseListingSegments(["acne"], author)).toBeUndefined();
  });

  it("refuses page 1 under sayfa, bad numbers and other shapes", () => {
    for (const bad of [
      ["sayfa", "1"],
      ["sayfa", "02"],
      ["sayfa"],
      ["sayfa", "2", "x"],
      ["acne", "sayfa"],
      ["acne", "page", "2"],
      ["a", "b"],
    ]) {
      expect(parseListingSegments(bad, category), bad.join("/")).toBeUndefined();
    }
  });

  it("is the inverse of listingSegments", () => {
    for (const [sub, page] of [
      [null, 1],
      [null, 4],
      ["acne", 1],
      ["acne", 2],
    ] as const) {
      expect(parseListingSegments(listingSegments(sub, page), category)).toEqual({ sub, page });
    }
  });

  it("lists the segments of every page of a listing", () => {
    expect(allListingSegments(null, 30)).toEqual([[], ["sayfa", "2"]]);
    expect(allListingSegments("acne", 3)).toEqual([["acne"]]);
  });
});
