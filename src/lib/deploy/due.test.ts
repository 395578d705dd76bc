import { describe, expect, it } from "vitest";
import { decideDue, describeDue } from "./due";
import type { DeployedBuild, DeployManifest } from "./manifest";
import { formatStatus } from "./status-text";

const IST = "Europe/Istanbul";

const LIVE: DeployedBuild = {
  id: "abc123",
  commit: "0123456789abcdef0123456789abcdef01234567",
  builtAt: "2025-06-01T00:05:00.000Z",
  articles: 12,
  upcoming: [
    { at: "2025-06-03T00:00:00.000Z", slug: "yakinda", file: "content/articles/yakinda.md" },
    { at: "2025-06-10T00:00:00.000Z", slug: "sonra", file: "content/articles/sonra.md" },
  ],
  settings: { contentDir: "content", buildIdSalt: "", swKillSwitch: false },
  digest: "d".repeat(64),
  fileCount: 300,
  deployedAt: "2025-06-01T00:07:00.000Z",
};
const manifest = (over: Partial<DeployManifest> = {}): DeployManifest => ({
  version: 2,
  site: "isilti",
  deployedAt: LIVE.deployedAt,
  files: {},
  pending: {},
  live: LIVE,
  previous: null,
  rolledBack: false,
  ...over,
});

describe("decideDue", () => {
  it("is idle until the live build's first scheduled article is due, naming it", () => {
    const decision = decideDue(manifest(), new Date("2025-06-02T23:59:59Z"), IST);
    expect(decision).toEqual({ kind: "idle", next: LIVE.upcoming[0], live: LIVE });
    expect(describeDue(decision, "isilti-prod").join("\n")).toMatch(
      /Nothing became due[\s\S]*nothing was built or uploaded[\s\S]*content\/articles\/yakinda\.md/,
    );
  });

  it("is due from that moment on, with every article that became due", () => {
    expect(decideDue(manifest(), new Date("2025-06-03T00:05:00Z"), IST)).toEqual({
      kind: "due",
      became: [LIVE.upcoming[0]],
      newYear: false,
      live: LIVE,
    });
    expect(decideDue(manifest(), new Date("2025-06-11T00:00:00Z"), IST)).toMatchObject({
      kind: "due",
      became: LIVE.upcoming,
    });
  });

  it("builds when the bucket records no live build, and is idle with nothing scheduled", () => {
    expect(decideDue(null, new Date(), IST)).toEqual({
      kind: "due",
      became: [],
      newYear: false,
      live: null,
    });
    expect(decideDue(manifest({ live: null }), new Date(), IST)).toMatchObject({ kind: "due" });
    const none = decideDue(
      manifest({ live: { ...LIVE, upcoming: [] } }),
      new Date("2025-12-01"),
      IST,
    );
    expect(none).toMatchObject({ kind: "idle", next: null });
    expect(describeDue(none, "b").join("\n")).toContain("No article is scheduled.");
  });

  it("is due when the year changed in Istanbul since the live build, for the footer", () => {
    const live = { ...LIVE, builtAt: "2025-12-31T20:00:00.000Z", upcoming: [] };
    expect(decideDue(manifest({ live }), new Date("2025-12-31T20:59:00Z"), IST)).toMatchObject({
      kind: "idle",
    });
    const decision = decideDue(manifest({ live }), new Date("2025-12-31T21:05:00Z"), IST);
    expect(decision).toMatchObject({ kind: "due", became: [], newYear: true });
    expect(describeDue(decision, "b").join("\n")).toContain(
      "The year changed since the live build",
    );
  });

  it("holds publishing after a rollback, saying what waits", () => {
    const decision = decideDue(
      manifest({ rolledBack: true }),
      new Date("2025-06-04T00:00:00Z"),
      IST,
    );
    expect(decision).toMatchObject({ kind: "held", became: [LIVE.upcoming[0]] });
    expect(describeDue(decision, "isilti-prod").join("\n")).toMatch(
      /Publishing is held: isilti-prod was rolled back to commit 0123456789ab[\s\S]*yakinda/,
    );
  });
});

describe("formatStatus", () => {
  it("prints the live build and what a rollback would restore", () => {
    const text = formatStatus(
      manifest({ previous: { ...LIVE, id: "old999", commit: "f".repeat(40), articles: 11 } }),
      "isilti-prod",
    );
    expect(text).toContain(
      "live:     build abc123, commit 0123456789ab, built 2025-06-01T00:05:00.000Z, 12 articles",
    );
    expect(text).toContain("next scheduled: content/articles/yakinda.md on 2025-06-03");
    expect(text).toContain("rollback: would restore build old999, commit ffffffffffff");
  });

  it("says when there is nothing to go back to, or nothing at all", () => {
    expect(formatStatus(manifest(), "b")).toContain("rollback: nothing to go back to");
    expect(formatStatus(null, "b")).toBe(
      "b holds no deploy yet: nothing is live, nothing to roll back to.",
    );
  });
});
