import { execFileSync } from "node:child_process";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUT } from "../support/built-html";
import { buildIn, copyProject, diffTrees } from "../support/project-copy";
import { builtModel } from "../support/site";

/**
 * Deterministic output, small deploys: the bundled site built again in a copy of the project
 * must equal the out/ that `npm run build` made, byte for byte; then one article edited in that
 * copy must change only the files that show it. Two extra builds, both slow: nothing else here.
 * The copy is a git repository of its own, so the first build also shows that nothing it
 * generates lands in the source tree (public/ holds only what is committed).
 */

const BUILD_TIMEOUT = 15 * 60_000;
const copy = copyProject();
const copyOut = path.join(copy.dir, "out");
afterAll(() => copy.cleanup());

// The newest article: on the home page, in the feed, in listings and in related articles.
const model = await builtModel();
const edited = model.articles[0];
if (!edited) throw new Error("the built site has no articles");
const NEW_TITLE = `${edited.title} (Güncel)`;

const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=build test", "-c", "user.email=build@test", ...args], {
    cwd: copy.dir,
    encoding: "utf8",
  });

describe("a second build of the same sources", () => {
  beforeAll(async () => {
    git("init", "--quiet");
    git("add", "--all");
    git("commit", "--quiet", "--message", "the sources");
    const build = await buildIn(copy.dir);
    expect(build.code, build.stderr.slice(-3000)).toBe(0);
  }, BUILD_TIMEOUT);

  it("writes nothing into the source tree: git status is clean after the build", () => {
    expect(git("status", "--porcelain", "--untracked-files=all")).toBe("");
  });

  it("gives a byte-identical out/ tree, wherever it is built", () => {
    const diff = diffTrees(OUT, copyOut);
    expect(diff).toEqual({ added: [], removed: [], changed: [] });
  });
});

describe("a rebuild with one article edited", () => {
  const first = path.join(copy.dir, "out-first");
  let changed: string[] = [];

  beforeAll(async () => {
    renameSync(copyOut, first);
    const file = path.join(copy.dir, "content/articles", `${edited.slug}.md`);
    const text = readFileSync(file, "utf8");
    const retitled = text.replace(/^title: .*$/m, `title: ${JSON.stringify(NEW_TITLE)}`);
    expect(retitled).not.toBe(text);
    // A new paragraph before the sources (a line under "## Kaynaklar" must be a source).
    const paragraph = "Bu yazıya yeni bir paragraf eklendi.";
    const withParagraph = retitled.includes("\n## Kaynaklar\n")
      ? retitled.replace("\n## Kaynaklar\n", `\n${paragraph}\n\n## Kaynaklar\n`)
      : `${retitled.trimEnd()}\n\n${paragraph}\n`;
    writeFileSync(file, withParagraph);
    const build = await buildIn(copy.dir);
    expect(build.code, build.stderr.slice(-3000)).toBe(0);
    const diff = diffTrees(first, copyOut);
    changed = [...diff.changed, ...diff.added, ...diff.removed].sort();
    console.log(
      `one-article edit: ${diff.changed.length} files changed, ${diff.added.length} added, ${diff.removed.length} removed of ${model.articles.length} articles' site`,
    );
  }, BUILD_TIMEOUT);

  it("changes tens of files, not thousands, the edited article's among them", () => {
    expect(changed.length).toBeGreaterThan(5);
    expect(changed.length).toBeLessThan(150);
    const own = path.posix.join("articles", edited.slug);
    expect(changed).toContain(`${own}.html`);
    expect(changed).toContain("index.html");
    expect(changed).toContain("search-index.json");
  });

  it("keeps the code: the same scripts and build ID, so open tabs stay compatible", () => {
    expect(changed.filter((f) => f.startsWith("_astro/"))).toEqual([]);
    const buildId = (file: string) =>
      /<meta name="build-id" content="([^"]+)"/.exec(readFileSync(file, "utf8"))?.[1];
    const own = path.posix.join("articles", `${edited.slug}.html`);
    expect(buildId(path.join(copyOut, own))).toBe(buildId(path.join(first, own)));
  });

  it("changes only files that show the article", () => {
    const strangers = changed.filter((file) => {
      if (file.startsWith("img/") || file.startsWith("og/")) return false; // its cover and card
      return !readFileSync(path.join(copyOut, file), "utf8").includes(NEW_TITLE);
    });
    expect(strangers).toEqual([]);
  });
});
