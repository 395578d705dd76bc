import { describe, expect, it } from "vitest";
import { loadFixture } from "../../../tests/support/content-fixture";
import { deskData } from "./desk-data";
import { articlePreview } from "./preview-model";

const { model } = loadFixture();
const desk = deskData(
  { ...model, site: { ...model.site, healthCategories: ["nem"] } },
  { avatars: new Map(), covers: new Map() },
);
const entry = (subcategory: string, fields: Record<string, unknown> = {}) => ({
  title: "Önizlenen Yazı",
  slug: "onizlenen-yazi",
  body: "Metin.",
  entities: [{ category: "cilt", subcategories: [{ subcategory, subsubcategories: [] }] }],
  ...fields,
});

describe("articlePreview", () => {
  it("shows a health article as the site will: by the health switch, else by the category", () => {
    const health = (data: Record<string, unknown>) =>
      articlePreview(data, desk, null).article.health;
    expect(health(entry("nem"))).toBe(true);
    expect(health(entry("temizlik"))).toBe(false);
    expect(health(entry("temizlik", { health: true }))).toBe(true);
    // A cleared switch writes no line: the category decides, as it will on the site.
    expect(health(entry("nem", { health: false }))).toBe(true);
  });
});
