import { describe, expect, it } from "vitest";
import { planDeploy } from "./plan";
import { formatBytes, formatPlan, formatProgress } from "./plan-text";

describe("the deploy's printed plan and progress", () => {
  it("lists the uploads phase by phase with their headers", () => {
    const plan = planDeploy({
      site: "deneme",
      files: [
        { key: "index.html", size: 2048, hash: "a".repeat(64) },
        { key: "_astro/x.js", size: 1024, hash: "b".repeat(64) },
      ],
      previous: null,
      now: new Date("2025-06-01T00:00:00Z"),
      graceDays: 7,
    });
    const text = formatPlan(plan, "deneme-dev");
    expect(text).toMatch(
      /^Deploy plan for bucket deneme-dev: 2 files to send \(3\.0 KB\), 0 unchanged/,
    );
    expect(text.indexOf("fingerprinted assets: 1 files")).toBeLessThan(
      text.indexOf("pages: 1 files"),
    );
    expect(text).toContain(
      "+ index.html  text/html; charset=utf-8  public, max-age=0, must-revalidate",
    );
  });

  it("shows files and bytes on one line", () => {
    expect(
      formatProgress({
        phase: "pages",
        files: 120,
        totalFiles: 450,
        bytes: 3355443,
        totalBytes: 10276044,
      }),
    ).toBe("[pages] 120/450 files, 3.2 MB/9.8 MB");
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(3 * 1024 ** 3)).toBe("3.00 GB");
  });
});
