import { describe, expect, it } from "vitest";
import type { BuildReport } from "./build-report";
import { deployRefusals, notReadyForReaders } from "./checks";

const COMMIT = "0123456789abcdef0123456789abcdef01234567";
const REPORT: BuildReport = {
  site: "isilti",
  buckets: { development: "isilti-dev", production: "isilti-prod" },
  graceDays: 7,
  warnings: [],
  preview: false,
  readiness: { placeholders: [], samplePartnerLinks: [], unpublishedLinks: [], unreviewed: [] },
  git: { commit: COMMIT, dirty: false },
  builtAt: "2025-06-01T00:00:00.000Z",
  buildId: "abc123",
  articles: 2,
  upcoming: [],
  settings: { contentDir: "content", buildIdSalt: "", swKillSwitch: false },
};
const CLEAN = { commit: COMMIT, dirty: false };

describe("deployRefusals", () => {
  it("lets a clean, committed, warning-free build go to production", () => {
    expect(deployRefusals({ env: "prod", report: REPORT, git: CLEAN, force: false })).toEqual([]);
  });

  it("refuses production from a dirty work tree, unless forced", () => {
    const dirty = { commit: COMMIT, dirty: true };
    expect(deployRefusals({ env: "prod", report: REPORT, git: dirty, force: false })).toEqual([
      expect.stringMatching(/uncommitted changes/),
    ]);
    expect(deployRefusals({ env: "prod", report: REPORT, git: dirty, force: true })).toEqual([]);
    expect(deployRefusals({ env: "dev", report: REPORT, git: dirty, force: false })).toEqual([]);
  });

  it("refuses production from a build whose content check warned, listing the warnings", () => {
    const report = { ...REPORT, warnings: ["content/articles/x.md: entities: unknown category"] };
    const [refusal] = deployRefusals({ env: "prod", report, git: CLEAN, force: false });
    expect(refusal).toMatch(/content check warned 1 time/);
    expect(refusal).toContain("content/articles/x.md: entities: unknown category");
  });

  it("refuses production from a build of other sources than the work tree's", () => {
    const other = { ...REPORT, git: { commit: "f".repeat(40), dirty: false } };
    expect(deployRefusals({ env: "prod", report: other, git: CLEAN, force: false })).toEqual([
      expect.stringMatching(
        /the build is of commit ffffffffffff, the work tree is at 0123456789ab/,
      ),
    ]);
    const dirtyBuild = { ...REPORT, git: { commit: COMMIT, dirty: true } };
    expect(deployRefusals({ env: "prod", report: dirtyBuild, git: CLEAN, force: false })).toEqual([
      expect.stringMatching(/built from uncommitted changes|made from uncommitted changes/),
    ]);
    expect(deployRefusals({ env: "prod", report: REPORT, git: null, force: false })).toEqual([
      expect.stringMatching(/not a git work tree/),
    ]);
  });

  it("never sends a build to another site's buckets, forced or not", () => {
    const refusals = deployRefusals({
      env: "dev",
      report: REPORT,
      git: CLEAN,
      siteFromEnv: "glimmer",
      force: true,
    });
    expect(refusals).toEqual([
      expect.stringMatching(/out\/ holds the site "isilti" but SITE is "glimmer"/),
    ]);
  });

  describe("sample data and links to unpublished articles", () => {
    const notReady: BuildReport = {
      ...REPORT,
      readiness: {
        placeholders: [
          'content/site/isilti.yaml: controller.legalName is still the placeholder "[ŞİRKET UNVANI]"',
        ],
        samplePartnerLinks: ["content/partner-links.json: 9 sample partner link(s) (example.com)"],
        unpublishedLinks: [
          "article a links to /articles/b, which is a draft (content/articles/b.md)",
        ],
        unreviewed: ["2 article(s) name a medical reviewer but no review.date (a, b)"],
      },
    };

    it("refuses production naming each problem, forced or not", () => {
      for (const force of [false, true]) {
        const refusals = deployRefusals({ env: "prod", report: notReady, git: CLEAN, force });
        expect(refusals).toEqual([
          expect.stringContaining(
            'controller.legalName is still the placeholder "[ŞİRKET UNVANI]"',
          ),
          expect.stringContaining("sample partner link"),
          expect.stringContaining("links to /articles/b, which is a draft"),
          expect.stringContaining("name a medical reviewer but no review.date"),
        ]);
      }
    });

    it("refuses a preview build (drafts shown) for production", () => {
      const refusals = deployRefusals({
        env: "prod",
        report: { ...REPORT, preview: true },
        git: CLEAN,
        force: true,
      });
      expect(refusals).toEqual([
        expect.stringMatching(/drafts and scheduled articles.*CONTENT_PREVIEW/),
      ]);
    });

    it("lets development take them (the command warns)", () => {
      expect(deployRefusals({ env: "dev", report: notReady, git: CLEAN, force: false })).toEqual(
        [],
      );
      expect(notReadyForReaders(notReady)).toHaveLength(4);
      expect(notReadyForReaders(REPORT)).toEqual([]);
    });

    it("adds the dirty-tree refusals after them when not forced", () => {
      const dirty = { commit: COMMIT, dirty: true };
      const refusals = deployRefusals({ env: "prod", report: notReady, git: dirty, force: false });
      expect(refusals).toHaveLength(5);
      expect(refusals[4]).toMatch(/uncommitted changes/);
    });
  });
});
