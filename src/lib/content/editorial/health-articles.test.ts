import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixtureProblems, loadFixture } from "../../../../tests/support/content-fixture";
import { inHealthCategory, isHealthArticle, unmarkedHealthText } from "./health-articles";

const FIXTURE = path.resolve(__dirname, "../../../../tests/fixtures/content");
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

  it("are by default those with a health category or subcategory among their entities", () => {
    expect(inHealthCategory([sub("skin-care", "nem")], ["skin-care"])).toBe(true);
    expect(
      inHealthCategory([sub("hair-styles", "hair-loss-solutions")], ["hair-loss-solutions"]),
    ).toBe(true);
    expect(
      inHealthCategory([sub("makyaj", "eyeliner")], ["skin-care", "hair-loss-solutions"]),
    ).toBe(false);
    expect(inHealthCategory([sub("skin-care", "nem")], [])).toBe(false);
  });

  it("are what the article's own health field says, whatever its categories", () => {
    const nails = [sub("beauty-secrets", "tirnak-bakimi")];
    expect(isHealthArticle({ entities: nails }, ["skin-care"])).toBe(false);
    expect(isHealthArticle({ health: true, entities: nails }, ["skin-care"])).toBe(true);
    const skin = [sub("skin-care", "nem")];
    expect(isHealthArticle({ entities: skin }, ["skin-care"])).toBe(true);
    expect(isHealthArticle({ health: false, entities: skin }, ["skin-care"])).toBe(false);
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
        /ikinci-yazi\.md: review: a health article \(health: true, or in a health category\) names its medical reviewer/,
      ),
    );
    const loaded = loadFixture(
      reviewed("review:\n  reviewer: dr-deniz-kaya\n  date: 2025-04-10"),
      NOW,
    );
    expect(loaded.model.site.healthCategories).toEqual(["nem"]);
    // Its category makes it a health article: the page ends with the disclaimer.
    expect(loaded.model.articles.find((a) => a.slug === "ikinci-yazi")?.health).toBe(true);
    expect(loaded.model.articles.find((a) => a.slug === "birinci-yazi")?.health).toBe(false);
    expect(loaded.model.articles.find((a) => a.slug === "ikinci-yazi")?.review).toEqual({
      reviewer: { slug: "dr-deniz-kaya", name: "Dr. Deniz Kaya", title: "Dermatoloji uzmanı" },
      date: "2025-04-10T00:00:00Z",
    });
    // Not yet reviewed: valid, and a production deploy refuses it (src/lib/content/editorial/production-readiness.ts).
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

describe("health text in an article not marked for review", () => {
  const makeup = [
    { category: "makyaj", subcategories: [{ subcategory: "ten", subsubcategories: [] }] },
  ];
  const NAILS =
    "Kalıcı ojelerde TPO artık yasak. Jeldeki akrilat ve metakrilat türevleri alerjik temas dermatitine yol açabilir; HEMA en sık suçlanandır.";

  it("fails an article naming drugs, allergens or conditions as its subject, naming the terms", () => {
    const message = unmarkedHealthText({ entities: makeup }, NAILS, []);
    expect(message).toMatch(/^Metin bir sağlık konusunu işliyor \(/);
    expect(message).toContain("TPO ×1");
    expect(message).toContain("health: true");
  });

  it("passes the same text once the article is marked, by its field or its category", () => {
    expect(unmarkedHealthText({ health: true, entities: makeup }, NAILS, [])).toBeNull();
    expect(unmarkedHealthText({ entities: makeup }, NAILS, ["makyaj"])).toBeNull();
  });

  it("passes a make-up article that names a condition in passing", () => {
    const passing =
      "Akneye eğilimli bir ciltte yağsız bir fondöten seçin ve süngeri her hafta yıkayın.";
    expect(unmarkedHealthText({ entities: makeup }, passing, [])).toBeNull();
  });

  it("stops the build on a marked-less health text, and passes it marked with a reviewer", () => {
    const body = `---\ntitle: Kalıcı Ojede Alerji\nslug: ikinci-yazi\ndescription: Bu yazı testler için vardır ve nem alt kategorisinde yer alır; açıklaması elli karakterden uzundur.\nauthor: ilker-ornek\ndate: 2025-03-14\nentities:\n  - category: sac\n    subcategories:\n      - subcategory: boya\n        subsubcategories: []\n---\n${NAILS}\n`;
    expect(fixtureProblems({ "articles/ikinci-yazi.md": body }, NOW)).toContainEqual(
      expect.stringMatching(/ikinci-yazi\.md: health: Metin bir sağlık konusunu işliyor/),
    );
    const marked = body.replace(
      "entities:",
      "health: true\nreview:\n  reviewer: dr-deniz-kaya\nentities:",
    );
    const loaded = loadFixture(
      { "articles/ikinci-yazi.md": marked, "reviewers/dr-deniz-kaya.yaml": REVIEWER },
      NOW,
    );
    expect(loaded.model.articles.find((a) => a.slug === "ikinci-yazi")?.health).toBe(true);
  });
});
