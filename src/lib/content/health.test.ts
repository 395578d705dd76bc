import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixtureProblems, loadFixture } from "../../../tests/support/content-fixture";
import { isHealthArticle } from "./health";

const SETTINGS = readFileSync(
  path.resolve(__dirname, "../../../tests/fixtures/content/site/fixture.yaml"),
  "utf8",
);
const withHealth = (keys: string[]) => ({
  "site/fixture.yaml": `${SETTINGS}health:\n  categories: [${keys.join(", ")}]\n`,
});

describe("health articles", () => {
  const sub = (category: string, subcategory: string) => ({
    category,
    subcategories: [{ subcategory, subsubcategories: [] }],
  });

  it("are those with a health category or subcategory among their entities", () => {
    expect(isHealthArticle([sub("skin-care", "nem")], ["skin-care"])).toBe(true);
    expect(
      isHealthArticle([sub("hair-styles", "hair-loss-solutions")], ["hair-loss-solutions"]),
    ).toBe(true);
    expect(isHealthArticle([sub("makyaj", "eyeliner")], ["skin-care", "hair-loss-solutions"])).toBe(
      false,
    );
    expect(isHealthArticle([sub("skin-care", "nem")], [])).toBe(false);
  });

  it("are named by keys of the tree: the settings' list is read, and an unknown key stops the build", () => {
    expect(loadFixture(withHealth(["cilt"])).model.site.healthCategories).toEqual(["cilt"]);
    expect(fixtureProblems(withHealth(["cilt", "yok-boyle"]))).toContainEqual(
      expect.stringMatching(
        /fixture\.yaml: health\.categories\.1: unknown category or subcategory "yok-boyle"/,
      ),
    );
  });
});
