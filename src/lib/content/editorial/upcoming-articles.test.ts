import { describe, expect, it } from "vitest";
import { upcoming } from "./upcoming-articles";

describe("upcoming", () => {
  it("lists scheduled articles soonest first, as instants, and leaves drafts out", () => {
    expect(
      upcoming([
        { file: "content/articles/b.md", slug: "b", reason: "scheduled", date: "2025-06-10" },
        { file: "content/articles/d.md", slug: "d", reason: "draft", date: "2025-06-01" },
        {
          file: "content/articles/a.md",
          slug: "a",
          reason: "scheduled",
          date: "2025-06-03T09:00:00+03:00",
        },
      ]),
    ).toEqual([
      { at: "2025-06-03T06:00:00.000Z", slug: "a", file: "content/articles/a.md" },
      { at: "2025-06-10T00:00:00.000Z", slug: "b", file: "content/articles/b.md" },
    ]);
    expect(upcoming([])).toEqual([]);
  });
});
