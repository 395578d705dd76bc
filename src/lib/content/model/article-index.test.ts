import { describe, expect, it } from "vitest";
import type { CategoryNode } from "../types";
import {
  buildArticleIndex,
  idsUnder,
  placementLabel,
  primaryPlacement,
  splitChildKeys,
} from "./article-index";

const node = (
  key: string,
  children: CategoryNode[] = [],
  parentKey: string | null = null,
): CategoryNode => ({
  key,
  slug: key,
  title: key.toUpperCase(),
  description: "",
  path: `/${key}`,
  parentKey,
  children,
});

const tree = [
  node("cilt", [node("nem", [], "cilt"), node("temizlik", [node("yuz", [], "temizlik")], "cilt")]),
  node("sac"),
];
const entity = (category: string, subcategory?: string, subsub: string[] = []) => ({
  category,
  subcategories: subcategory ? [{ subcategory, subsubcategories: subsub }] : [],
});

describe("buildArticleIndex", () => {
  it("files by category, subcategory and sub-subcategory, with 'other' for the unknown or missing (an unknown category under the top-level 'other')", () => {
    const index = buildArticleIndex(
      [
        { id: "a", entities: [entity("cilt", "temizlik", ["yuz"])] },
        { id: "b", entities: [entity("cilt", "nem")] },
        { id: "c", entities: [entity("cilt", "uydurma")] },
        { id: "d", entities: [entity("sac")] },
        { id: "e", entities: [entity("yok", "nem")] },
        { id: "f", entities: [entity("cilt", "temizlik", ["bilinmeyen"])] },
      ],
      tree,
    );
    expect(index).toEqual({
      cilt: {
        temizlik: { yuz: ["a"], other: ["f"] },
        nem: { other: ["b"] },
        other: { other: ["c"] },
      },
      sac: { other: { other: ["d"] } },
      other: { other: { other: ["e"] } },
    });
  });

  it("lists an article once per bucket even when named twice", () => {
    const index = buildArticleIndex(
      [{ id: "a", entities: [entity("cilt", "nem"), entity("cilt", "nem")] }],
      tree,
    );
    expect(index.cilt?.nem?.other).toEqual(["a"]);
  });
});

describe("splitChildKeys", () => {
  it("returns the child keys and whether 'other' is among them", () => {
    expect(splitChildKeys({ nem: {}, other: {}, temizlik: {} })).toEqual({
      keys: ["nem", "temizlik"],
      hasOther: true,
    });
    expect(splitChildKeys({ nem: {} })).toEqual({ keys: ["nem"], hasOther: false });
  });

  it("treats a leaf (null children) as having none", () => {
    expect(splitChildKeys(null)).toEqual({ keys: [], hasOther: false });
    expect(splitChildKeys(undefined)).toEqual({ keys: [], hasOther: false });
  });
});

describe("idsUnder", () => {
  const index = { cilt: { nem: { other: ["a", "b"] }, temizlik: { yuz: ["b", "c"] } } };

  it("collects a whole category without duplicates", () => {
    expect(idsUnder(index, "cilt").sort()).toEqual(["a", "b", "c"]);
  });

  it("collects one subcategory, or nothing for an unknown one", () => {
    expect(idsUnder(index, "cilt", "temizlik")).toEqual(["b", "c"]);
    expect(idsUnder(index, "cilt", "yok")).toEqual([]);
    expect(idsUnder(index, "yok")).toEqual([]);
  });
});

describe("primaryPlacement", () => {
  it("skips unknown categories and subcategories", () => {
    const placement = primaryPlacement(
      [entity("yok", "nem"), entity("cilt", "uydurma"), entity("cilt", "nem")],
      tree,
    );
    expect(placement.category).toEqual({ key: "cilt", slug: "cilt", title: "CILT", path: "/cilt" });
    expect(placement.subcategory).toMatchObject({ key: "nem", title: "NEM" });
    expect(placementLabel(placement)?.key).toBe("nem");
  });

  it("falls back to a known category without subcategory, then to nulls", () => {
    const categoryOnly = primaryPlacement([entity("sac")], tree);
    expect(categoryOnly.category?.key).toBe("sac");
    expect(categoryOnly.subcategory).toBeNull();
    expect(placementLabel(categoryOnly)?.key).toBe("sac");
    // An empty or unknown category key gives no slug and no title: never a broken link.
    for (const key of ["yok", ""])
      expect(primaryPlacement([entity(key)], tree)).toEqual({ category: null, subcategory: null });
    expect(primaryPlacement([], tree)).toEqual({ category: null, subcategory: null });
  });
});
