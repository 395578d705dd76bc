import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixtureProblems, loadFixture } from "../../../tests/support/content-fixture";
import { isHealthArticle } from "./health";

const FIXTURE = path.resolve(__dirname, "../../../tests/fixtures/content");
const SETTINGS = readFileSync(path.join(FIXTURE, "site/fixture.yaml"), "utf8");
/** ikinci-yazi is the fixture's one article in the "nem" subcategory. */
const SECOND = readFileSync(path.join(FIXTURE, "articles/ikinci-yazi.md"), "utf8");
const REVIEWER = `name: "Dr. Deniz Kaya"\nslug: dr-deniz-kaya\ntitle: "Dermatoloji uzmanı"\ndescription: "On beş yıldır bir üniversite hastanesinin dermatoloji kliniğinde çalışıyor."\n`;

const withHealth = (keys: string[]) => ({
  "site/fixture.yaml": `${SETTINGS}health:\n  categories: [${keys.join(", ")}]\n`,
});
const reviewed = (review: string) => ({
  ...withHealth(["nem"]),
  "reviewers/dr-deniz-kaya.yaml": REVIEWER,
  "articles/ikinci-yazi.md": SECOND.replace(/^updated: .*$/mu, (line) => `${line}\n${review}`),
});
const NOW = new Date("2025-08-01T12:00:00Z");

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

  it("are named by keys of the tree: an unknown key stops the build", () => {
    expect(fixtureProblems(withHealth(["yok-boyle"]))).toContainEqual(
      expect.stringMatching(
        /fixture\.yaml: health\.categories\.0: unknown category or subcategory "yok-boyle"/,
      ),
    );
  });
});

describe("medical review", () => {
  it("stops the build when an article in a health category names no reviewer, and passes one that does", () => {
    expect(fixtureProblems(withHealth(["nem"]), NOW)).toContainEqual(
      expect.stringMatching(
        /ikinci-yazi\.md: review: an article in a health category names its medical reviewer/,
      ),
    );
    const loaded = loadFixture(
      reviewed("review:\n  reviewer: dr-deniz-kaya\n  date: 2025-04-10"),
      NOW,
    );
    expect(loaded.model.site.healthCategories).toEqual(["nem"]);
    expect(loaded.model.articles.find((a) => a.slug === "ikinci-yazi")?.review).toEqual({
      reviewer: { slug: "dr-deniz-kaya", name: "Dr. Deniz Kaya", title: "Dermatoloji uzmanı" },
      date: "2025-04-10T00:00:00Z",
    });
    // Not yet reviewed: valid, and a production deploy refuses it (src/lib/content/readiness.ts).
    const waiting = loadFixture(reviewed("review:\n  reviewer: dr-deniz-kaya"), NOW);
    expect(waiting.model.articles.find((a) => a.slug === "ikinci-yazi")?.review?.date).toBeNull();
  });

  it("names an unknown reviewer, and a review dated before the article or after the build", () => {
    expect(fixtureProblems(reviewed("review:\n  reviewer: kimse"), NOW)).toContainEqual(
      expect.stringMatching(/ikinci-yazi\.md: review\.reviewer: unknown reviewer "kimse"/),
    );
    expect(
      fixtureProblems(reviewed("review:\n  reviewer: dr-deniz-kaya\n  date: 2025-01-01"), NOW),
    ).toContainEqual(
      expect.stringMatching(/ikinci-yazi\.md: review\.date: must not be before date/),
    );
    expect(
      fixtureProblems(reviewed("review:\n  reviewer: dr-deniz-kaya\n  date: 2025-09-01"), NOW),
    ).toContainEqual(
      expect.stringMatching(
        /ikinci-yazi\.md: review\.date: must not be after the day of the build/,
      ),
    );
  });
});
