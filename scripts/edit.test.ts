import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCommand, tsxIn } from "./run-command";

/** `npm run edit -- --github DIR`: the newsroom's hosted desk, written as static files. */
const out = mkdtempSync(path.join(tmpdir(), "isilti-desk-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Bundling Decap for the browser takes tens of seconds on a busy 2-core machine. */
const DESK_BUILD_MS = 120_000;
const edit = (env: Record<string, string>) =>
  runCommand(tsxIn(), ["scripts/edit.ts", "--github", out], {
    env: { ...process.env, EDITOR_GITHUB_REPO: "", EDITOR_OAUTH_URL: "", ...env },
    timeoutMs: DESK_BUILD_MS,
  });

describe("the hosted desk", () => {
  it("refuses to write a desk without its repository and OAuth gateway, naming both", async () => {
    const run = await edit({});
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("EDITOR_GITHUB_REPO");
    expect(run.stderr).toContain("EDITOR_OAUTH_URL");
  });

  it(
    "writes the desk for GitHub with the editorial workflow, and the site it edits",
    async () => {
      const run = await edit({
        EDITOR_GITHUB_REPO: "isilti/dergi",
        EDITOR_OAUTH_URL: "https://oauth.isilti.com.tr",
      });
      expect(run.code, run.stderr).toBe(0);
      const config = JSON.parse(readFileSync(path.join(out, "editor-config.json"), "utf8"));
      expect(config.backend).toEqual({
        name: "github",
        repo: "isilti/dergi",
        branch: "main",
        base_url: "https://oauth.isilti.com.tr",
        auth_endpoint: "auth",
        auth_scope: "repo",
      });
      expect(config.publish_mode).toBe("editorial_workflow");
      const desk = JSON.parse(readFileSync(path.join(out, "editor-data.json"), "utf8"));
      expect(desk.categories.map((c: { key: string }) => c.key)).toContain("skin-care");
      expect(desk.facts.authors.map((a: { slug: string }) => a.slug)).toContain("derya-aydin");
      expect(desk.problems).toEqual([]);
      const page = readFileSync(path.join(out, "index.html"), "utf8");
      expect(page).toContain("window.CMS_MANUAL_INIT = true");
      expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(readFileSync(path.join(out, "admin.js")).length).toBeGreaterThan(1_000_000);
    },
    DESK_BUILD_MS,
  );
});
