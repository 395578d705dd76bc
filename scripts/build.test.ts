import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { articleFile, makeFixture, VALID_ARTICLE } from "../tests/support/content-fixture";
import { tsxIn } from "./run-command";

// The fixture site, renamed "isilti" so the repository's logo in public/ belongs to it.
const fixture = makeFixture(
  {
    "articles/bad-author.md": articleFile({
      ...VALID_ARTICLE,
      slug: "bad-author",
      author: "kimse",
    }),
    "articles/same-slug.md": articleFile({ ...VALID_ARTICLE, slug: "birinci-yazi" }),
    "articles/broken-yaml.md": "---\ntitle: [bozuk\n---\nMetin\n",
    "articles/huge.md": articleFile(
      { ...VALID_ARTICLE, slug: "huge" },
      "Uzun bir paragraf, tekrar tekrar yazılmış. ".repeat(120_000),
    ),
    "articles/emoji-title.md": articleFile({
      ...VALID_ARTICLE,
      slug: "emoji",
      title: "💄✨💅🌸💋",
    }),
  },
  { asSite: "isilti" },
);
afterAll(() => fixture.cleanup());

/** A fingerprint of out/: its entries and their modification times, or null when absent. */
function outState(): string | null {
  const out = path.resolve("out");
  if (!existsSync(out)) return null;
  return readdirSync(out)
    .map((name) => `${name}:${statSync(path.join(out, name)).mtimeMs}`)
    .join("|");
}

describe("npm run build with invalid content", () => {
  it("stops with file: field: problem and leaves out/ untouched", () => {
    const before = outState();
    const run = spawnSync(tsxIn(), ["scripts/build.ts"], {
      env: { ...process.env, CONTENT_DIR: fixture.options.contentDir, SITE: "isilti" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/content\/articles\/bad-author\.md: author: unknown author "kimse"/);
    expect(run.stderr).toMatch(
      /content\/articles\/same-slug\.md: slug: "birinci-yazi" is already used/,
    );
    expect(run.stderr).toMatch(
      /content\/articles\/broken-yaml\.md: -: front matter is not valid YAML/,
    );
    expect(run.stderr).toMatch(/content\/articles\/huge\.md: body: is 5\.\d MB; at most 1\.0 MB/);
    expect(run.stderr).toMatch(/content\/articles\/emoji-title\.md: title: must contain letters/);
    expect(run.stderr).toContain("build failed: content is invalid");
    expect(run.stderr.match(/: author: /g)).toHaveLength(1);
    expect(outState()).toBe(before);
    expect(existsSync(path.resolve(".out-staging"))).toBe(false);
  });
});
