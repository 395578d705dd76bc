import path from "node:path";
import { describe, expect, it } from "vitest";
import { readContent } from "@/lib/content/loading/load-content";
import { ProblemLog } from "@/lib/content/loading/problems";
import type { Site } from "@/lib/content/types";
import { makeFixture } from "../../../tests/support/content-fixture";
import { deskData } from "./desk-data";
import { articlePreview } from "./preview-model";

/** The desk's data for the test site, its health categories being `nem`. */
function deskOf() {
  const fixture = makeFixture();
  const log = new ProblemLog();
  const read = readContent({ ...fixture.options, unpublished: "show" }, log);
  const root = path.dirname(fixture.options.contentDir);
  const desk = deskData(read, log, { avatars: new Map(), covers: new Map() }, (file) =>
    path.relative(root, path.resolve(file)),
  );
  fixture.cleanup();
  const site = desk.site as Site;
  return { ...desk, site: { ...site, healthCategories: ["nem"] } };
}

const desk = deskOf();
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
      articlePreview(data, desk, null, null).article.health;
    expect(health(entry("nem"))).toBe(true);
    expect(health(entry("temizlik"))).toBe(false);
    expect(health(entry("temizlik", { health: true }))).toBe(true);
    // A cleared switch writes no line: the category decides, as it will on the site.
    expect(health(entry("nem", { health: false }))).toBe(true);
  });
});
