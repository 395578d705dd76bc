import { describe, expect, it } from "vitest";
import {
  articleFile,
  fixtureProblems,
  loadFixture,
  VALID_ARTICLE,
} from "../../../../tests/support/content-fixture";
import { formOf } from "./forms";

describe("formOf", () => {
  it("reads a raw value as a form, and anything else as the explainer", () => {
    expect(formOf("news")).toBe("news");
    expect(formOf("haber")).toBe("explainer");
    expect(formOf(undefined)).toBe("explainer");
  });
});

describe("an article's form", () => {
  it("is the explainer unless the front matter names another", () => {
    const loaded = loadFixture({
      "articles/soru.md": articleFile({ ...VALID_ARTICLE, slug: "soru", form: "qa" }),
    });
    const form = (slug: string) => loaded.model.articles.find((a) => a.slug === slug)?.form;
    expect(form("soru")).toBe("qa");
    expect(form("ucuncu-yazi")).toBe("explainer");
  });

  it("refuses a form the site does not know, naming the file and the known ones", () => {
    const problems = fixtureProblems({
      "articles/roportaj.md": articleFile({
        ...VALID_ARTICLE,
        slug: "roportaj",
        form: "interview",
      }),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /content\/articles\/roportaj\.md: form: must be one of: explainer, qa, routine, myth-vs-fact, seasonal, news$/,
      ),
    ]);
  });
});
