import { describe, expect, it } from "vitest";
import type { BuildReport } from "./build-report";
import { changeSummaryMarkdown, compareBuilds, pagePathOf } from "./change-summary";

const f = (key: string, hash: string) => ({ key, hash: hash.repeat(64).slice(0, 64), size: 1 });
const REPORT: BuildReport = {
  site: "isilti",
  buckets: { development: "isilti-dev", production: "isilti-prod" },
  graceDays: 7,
  warnings: [],
  preview: false,
  readiness: { placeholders: [], samplePartnerLinks: [], unpublishedLinks: [], unreviewed: [] },
  git: { commit: "a".repeat(40), dirty: false },
  builtAt: "2025-06-01T00:00:00.000Z",
  buildId: "id1",
  articles: 2,
  upcoming: [],
  settings: { contentDir: "content", buildIdSalt: "", swKillSwitch: false },
};

describe("pagePathOf", () => {
  it("maps page files to the paths readers open, and nothing else", () => {
    expect(pagePathOf("index.html")).toBe("/");
    expect(pagePathOf("articles/x.html")).toBe("/articles/x");
    expect(pagePathOf("authors/index.html")).toBe("/authors");
    expect(pagePathOf("feed.xml")).toBeNull();
  });
});

describe("the pull request's summary", () => {
  const base = [
    f("index.html", "1"),
    f("articles/a.html", "2"),
    f("eski.html", "3"),
    f("x.png", "4"),
  ];
  const head = [
    f("index.html", "5"),
    f("articles/a.html", "2"),
    f("articles/b.html", "6"),
    f("x.png", "7"),
  ];

  it("lists pages added, changed and removed, with other files counted", () => {
    expect(compareBuilds(base, head)).toEqual({
      added: ["/articles/b"],
      changed: ["/"],
      removed: ["/eski"],
      otherFiles: 1,
    });
  });

  it("says what a production deploy would refuse, and what is scheduled", () => {
    const text = changeSummaryMarkdown({
      change: compareBuilds(base, head),
      head: {
        ...REPORT,
        articles: 3,
        warnings: ["content/articles/b.md: body: too short"],
        upcoming: [{ at: "2025-06-09T00:00:00.000Z", slug: "c", file: "content/articles/c.md" }],
      },
      base: REPORT,
      titles: new Map([["/articles/b", "Yeni Yazı"]]),
      refusals: ["the build's content check warned 1 time(s)"],
    });
    expect(text).toContain("**1 page(s) added, 1 changed, 1 removed**");
    expect(text).toContain("- `/articles/b` Yeni Yazı");
    expect(text).toContain("`content/articles/c.md` on 2025-06-09");
    expect(text).toContain("content/articles/b.md: body: too short");
    expect(text).toContain("A production deploy would refuse this build (1)");
    expect(text).not.toContain("The code changed");
    const code = changeSummaryMarkdown({
      change: compareBuilds(base, head),
      head: { ...REPORT, buildId: "id2" },
      base: REPORT,
      titles: new Map(),
      refusals: [],
    });
    expect(code).toContain("The code changed (a new build ID)");
    expect(code).toContain("✅ A production deploy would take this build.");
  });
});
