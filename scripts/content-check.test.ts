import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { articleFile, makeFixture, VALID_ARTICLE } from "../tests/support/content-fixture";

const TSX = path.resolve("node_modules/.bin/tsx");
const run = (env: Record<string, string>) =>
  spawnSync(TSX, ["scripts/content-check.ts"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });

describe("npm run content:check", () => {
  it("passes on the bundled content and reports no thin subcategory", () => {
    const result = run({ CONTENT_DIR: "", SITE: "" });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/\d+ articles, \d+ authors, 7 categories, 3 pages/);
    expect(result.stdout).toContain("Subcategories with fewer than 2 articles: none");
    expect(result.stdout).toContain("Authors without articles: none");
    expect(result.stdout).toContain("Makyaj Teknikleri (makyaj-teknikleri):");
    expect(result.stdout).toContain("All content is valid.");
  });

  describe("on other content", () => {
    const fixture = makeFixture(
      {
        "articles/kisa.md": articleFile(
          { ...VALID_ARTICLE, slug: "kisa" },
          "Short text without Turkish letters.",
        ),
      },
      { asSite: "isilti" },
    );
    const broken = makeFixture(
      { "articles/bozuk.md": articleFile({ ...VALID_ARTICLE, author: "kimse" }) },
      { asSite: "isilti" },
    );
    afterAll(() => {
      fixture.cleanup();
      broken.cleanup();
    });
    const env = (f: typeof fixture) => ({ CONTENT_DIR: f.options.contentDir, SITE: "isilti" });

    it("lists thin subcategories and editorial warnings, and still passes", () => {
      const result = run(env(fixture));
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain(
        "Subcategories with fewer than 2 articles: 1\n  cilt/temizlik (1)",
      );
      expect(result.stdout).toContain("article kisa: 5 words, fewer than 500");
      expect(result.stdout).toContain("article kisa: body has no Turkish letters");
    });

    it("fails, naming the file, when content is invalid", () => {
      const result = run(env(broken));
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/content\/articles\/bozuk\.md: author: unknown author "kimse"/);
    });
  });
});
