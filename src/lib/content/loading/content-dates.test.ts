/**
 * Content dates, drafts and scheduling as the loader checks them
 * (docs/behaviour.md#content-dates, #drafts-and-scheduled-articles); what a build leaves out
 * is in ./unpublished.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
  articleFile,
  fixtureProblems,
  loadFixture,
  VALID_ARTICLE,
} from "../../../../tests/support/content-fixture";

describe("loadContent on dates and drafts", () => {
  it("an article dated before the content start date (2024-10-09)", () => {
    const problems = fixtureProblems({
      "articles/erken.md": articleFile({ ...VALID_ARTICLE, slug: "erken", date: "2024-10-08" }),
      "articles/erken-saat.md": articleFile({
        ...VALID_ARTICLE,
        slug: "erken-saat",
        date: "2024-10-09T01:00:00+03:00",
      }),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /content\/articles\/erken-saat\.md: date: 2024-10-09T01:00:00\+03:00 is before the content start date 2024-10-09$/,
      ),
      expect.stringMatching(
        /content\/articles\/erken\.md: date: 2024-10-08 is before the content start date 2024-10-09$/,
      ),
    ]);
  });

  it("a published article updated after the build's date", () => {
    const now = new Date("2025-08-01T12:00:00Z");
    const problems = fixtureProblems(
      {
        "articles/guncel.md": articleFile({
          ...VALID_ARTICLE,
          slug: "guncel",
          updated: "2026-01-01",
          updated_note: "Kaynaklar yenilendi.",
        }),
      },
      now,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /content\/articles\/guncel\.md: updated: 2026-01-01 is in the future \(the build's date is 2025-08-01\)$/,
      ),
    ]);
  });

  it("an update on an article scheduled for later", () => {
    const now = new Date("2025-08-01T12:00:00Z");
    const problems = fixtureProblems(
      {
        "articles/planli.md": articleFile({
          ...VALID_ARTICLE,
          slug: "planli",
          date: "2025-08-15",
          updated: "2025-08-20",
          updated_note: "Kaynaklar yenilendi.",
        }),
      },
      now,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /content\/articles\/planli\.md: updated: 2025-08-20: an article scheduled for later has not been updated yet; remove the line$/,
      ),
    ]);
  });

  it("draft: anything but true or false", () => {
    const problems = fixtureProblems({
      "articles/taslak.md": articleFile({ ...VALID_ARTICLE, slug: "taslak", draft: "evet" }),
    });
    expect(problems).toEqual([
      expect.stringMatching(/content\/articles\/taslak\.md: draft: must be true or false$/),
    ]);
  });

  it("accepts the start date itself and the build's own day", () => {
    const now = new Date("2025-08-01T12:00:00Z");
    const { model } = loadFixture(
      {
        "articles/ilk-gun.md": articleFile({
          ...VALID_ARTICLE,
          slug: "ilk-gun",
          date: "2024-10-09",
        }),
        "articles/bugun.md": articleFile({ ...VALID_ARTICLE, slug: "bugun", date: "2025-08-01" }),
      },
      now,
    );
    expect(model.articles.map((a) => a.slug)).toEqual(expect.arrayContaining(["ilk-gun", "bugun"]));
  });
});

describe("the update note", () => {
  it("is required with an update date, and an update date with it", () => {
    const base = { ...VALID_ARTICLE, slug: "notlu", date: "2025-01-01" };
    expect(
      fixtureProblems({ "articles/notlu.md": articleFile({ ...base, updated: "2025-02-01" }) }),
    ).toContainEqual(
      expect.stringMatching(
        /notlu\.md: updated_note: is required with updated: one line saying what changed/,
      ),
    );
    expect(
      fixtureProblems({
        "articles/notlu.md": articleFile({ ...base, updated_note: "Kaynaklar yenilendi." }),
      }),
    ).toContainEqual(expect.stringMatching(/notlu\.md: updated: is required with updated_note/));
    const loaded = loadFixture({
      "articles/notlu.md": articleFile({
        ...base,
        updated: "2025-02-01",
        updated_note: "Kaynaklar yenilendi.",
      }),
    });
    expect(loaded.model.articles.find((a) => a.slug === "notlu")?.updateNote).toBe(
      "Kaynaklar yenilendi.",
    );
  });
});
