import { describe, expect, it } from "vitest";
import { laterPages, listingPage, pageCount, pageWindow, parsePageParam } from "./pagination";

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("pagination", () => {
  it.each([
    [0, 1, []],
    [1, 1, []],
    [24, 1, []],
    [25, 2, [2]],
    [48, 2, [2]],
    [49, 3, [2, 3]],
  ])("%i articles make %i page(s); later pages %j", (total, count, later) => {
    expect(pageCount(total)).toBe(count);
    expect(laterPages(total)).toEqual(later);
  });

  it("cuts pages at the boundaries", () => {
    expect(listingPage(items(0), 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(listingPage(items(1), 1)?.items).toEqual([1]);
    expect(listingPage(items(24), 1)?.items).toHaveLength(24);
    expect(listingPage(items(24), 2)).toBeUndefined();
    const last = listingPage(items(25), 2);
    expect(last?.items).toEqual([25]);
    expect(last?.pageCount).toBe(2);
  });

  it("has no page 0, no negative, fractional or past-the-end page", () => {
    for (const page of [0, -1, 1.5, 3, Number.NaN]) {
      expect(listingPage(items(25), page), String(page)).toBeUndefined();
    }
  });

  it("accepts only the one spelling of a later page number", () => {
    expect(parsePageParam("2")).toBe(2);
    expect(parsePageParam("120")).toBe(120);
    for (const bad of ["1", "0", "02", "2.0", "-2", "iki", "", "2a", "1e3"]) {
      expect(parsePageParam(bad), bad).toBeUndefined();
    }
  });
});

describe("pageWindow", () => {
  it("shows every page of a short listing", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the ends and two pages around the current one, with gaps", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
    // A gap of one page shows the page instead.
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20]);
  });
});
