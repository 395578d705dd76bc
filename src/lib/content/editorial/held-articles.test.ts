import { describe, expect, it } from "vitest";
import { describeHeld } from "./held-articles";

describe("describeHeld", () => {
  it("lists scheduled articles soonest first, then drafts, each naming its file", () => {
    expect(
      describeHeld([
        { file: "content/articles/b.md", slug: "b", reason: "draft", date: "2025-01-01T00:00:00Z" },
        {
          file: "content/articles/c.md",
          slug: "c",
          reason: "scheduled",
          date: "2026-12-24T00:00:00Z",
        },
        {
          file: "content/articles/a.md",
          slug: "a",
          reason: "scheduled",
          date: "2026-12-01T00:00:00Z",
        },
      ]),
    ).toEqual([
      "content/articles/a.md: scheduled for 2026-12-01; published by the first build on or after that day",
      "content/articles/c.md: scheduled for 2026-12-24; published by the first build on or after that day",
      "content/articles/b.md: draft (draft: true); not published until the line is removed",
    ]);
  });

  it("says nothing when everything is published", () => {
    expect(describeHeld([])).toEqual([]);
  });
});
