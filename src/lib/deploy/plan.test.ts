import { describe, expect, it } from "vitest";
import type { DeployManifest } from "./manifest";
import { type BuildFacts, type LocalFile, planDeploy } from "./plan";

const hash = (c: string) => c.repeat(64).slice(0, 64);
const file = (key: string, h = "a", size = 10): LocalFile => ({ key, hash: hash(h), size });
const NOW = new Date("2025-06-10T00:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY).toISOString();

function manifest(
  files: Record<string, { h: string; retiredAt?: string | null }>,
  pending: Record<string, string> = {},
): DeployManifest {
  return {
    version: 1,
    site: "deneme",
    deployedAt: daysAgo(1),
    files: Object.fromEntries(
      Object.entries(files).map(([key, v]) => [
        key,
        { hash: hash(v.h), size: 10, retiredAt: v.retiredAt ?? null },
      ]),
    ),
    pending,
    live: null,
    previous: null,
    rolledBack: false,
  };
}

const plan = (files: LocalFile[], previous: DeployManifest | null, extra = {}) =>
  planDeploy({ site: "deneme", files, previous, now: NOW, graceDays: 7, ...extra });

describe("planDeploy", () => {
  it("orders uploads: assets, other static files, data, pages, service worker, sitemaps, feed", () => {
    const keys = [
      "feed.xml",
      "sitemap.xml",
      "robots.txt",
      "sw.js",
      "index.html",
      "a/b.html",
      "a/b.txt",
      "search-deep.json",
      "search-index.json",
      "manifest.webmanifest",
      "icons/logo.png",
      "og/a.png",
      "img/1a2b-480.avif",
      "_astro/x.js",
    ];
    expect(
      plan(
        keys.map((k) => file(k)),
        null,
      ).uploads.map((u) => u.key),
    ).toEqual([
      "_astro/x.js",
      "img/1a2b-480.avif",
      "icons/logo.png",
      "og/a.png",
      "a/b.txt",
      "manifest.webmanifest",
      "search-deep.json",
      "search-index.json",
      "a/b.html",
      "index.html",
      "sw.js",
      "robots.txt",
      "sitemap.xml",
      "feed.xml",
    ]);
  });

  it("gives each upload its type and caching", () => {
    const { uploads } = plan([file("a/notes.txt"), file("_astro/x.js")], null);
    const chunk = uploads.find((u) => u.key.endsWith(".js"));
    const txt = uploads.find((u) => u.key.endsWith(".txt"));
    expect(chunk).toMatchObject({ cacheControl: "public, max-age=31536000, immutable" });
    expect(txt).toMatchObject({
      contentType: "text/plain; charset=utf-8",
      cacheControl: "public, max-age=0, must-revalidate",
    });
  });

  it("sends only new and changed files", () => {
    const result = plan(
      [file("same.html", "a"), file("changed.html", "b"), file("new.html", "c")],
      manifest({ "same.html": { h: "a" }, "changed.html": { h: "a" } }),
    );
    expect(result.uploads.map((u) => [u.key, u.reason])).toEqual([
      ["changed.html", "changed"],
      ["new.html", "new"],
    ]);
    expect(result.unchanged).toBe(1);
    expect(result.uploadBytes).toBe(20);
  });

  it("sends everything with full, whatever the manifest says", () => {
    const result = plan([file("same.html", "a")], manifest({ "same.html": { h: "a" } }), {
      full: true,
    });
    expect(result.uploads).toHaveLength(1);
  });

  it("keeps files of older builds for the grace period, then deletes them", () => {
    const result = plan(
      [file("index.html")],
      manifest({
        "index.html": { h: "a" },
        "just-gone.js": { h: "a" },
        "six-days.js": { h: "a", retiredAt: daysAgo(6) },
        "seven-days.js": { h: "a", retiredAt: daysAgo(7) },
      }),
    );
    expect(result.deletions).toEqual(["seven-days.js"]);
    expect(result.retained).toEqual([
      { key: "just-gone.js", retiredAt: NOW.toISOString(), expiresAt: "2025-06-17T00:00:00.000Z" },
      { key: "six-days.js", retiredAt: daysAgo(6), expiresAt: "2025-06-11T00:00:00.000Z" },
    ]);
    expect(result.manifest.files["just-gone.js"]?.retiredAt).toBe(NOW.toISOString());
    expect(result.manifest.files["seven-days.js"]).toBeUndefined();
    expect(result.manifest.files["index.html"]?.retiredAt).toBeNull();
  });

  it("brings a retired file back to life when a build has it again", () => {
    const result = plan(
      [file("back.js", "a")],
      manifest({ "back.js": { h: "a", retiredAt: daysAgo(3) } }),
    );
    expect(result.uploads).toEqual([]);
    expect(result.manifest.files["back.js"]?.retiredAt).toBeNull();
  });

  it("records the uploads as pending before they start, and adopts an interrupted deploy's", () => {
    const first = plan([file("a.html", "b")], manifest({ "a.html": { h: "a" } }));
    expect(first.intent?.files).toEqual(manifest({ "a.html": { h: "a" } }).files);
    expect(first.intent?.pending).toEqual({ "a.html": NOW.toISOString() });
    expect(first.manifest.pending).toEqual({});

    // An earlier deploy died after sending orphan.js; this build no longer has it.
    const next = plan(
      [file("a.html", "b")],
      manifest(
        { "a.html": { h: "a" } },
        {
          "orphan.js": daysAgo(2),
          "a.html": daysAgo(2),
        },
      ),
    );
    expect(next.retained.map((r) => [r.key, r.retiredAt])).toEqual([["orphan.js", daysAgo(2)]]);
    expect(next.uploads.map((u) => u.key)).toEqual(["a.html"]);
    const later = plan([file("a.html", "b")], manifest({}, { "orphan.js": daysAgo(8) }));
    expect(later.deletions).toEqual(["orphan.js"]);
  });

  it("sends again what an interrupted deploy may have overwritten, though the hashes agree", () => {
    // The old build had a.html as "a"; a deploy of "b" died after sending it; the build is "a" again.
    const result = plan(
      [file("a.html", "a"), file("b.html", "a")],
      manifest({ "a.html": { h: "a" }, "b.html": { h: "a" } }, { "a.html": daysAgo(1) }),
    );
    expect(result.uploads.map((u) => u.key)).toEqual(["a.html"]);
  });

  it("needs no intent when nothing is sent", () => {
    expect(plan([file("a.html")], manifest({ "a.html": { h: "a" } })).intent).toBeNull();
  });

  it("warns when a fingerprinted file's bytes change under the same name", () => {
    const result = plan([file("_astro/x.js", "b")], manifest({ "_astro/x.js": { h: "a" } }));
    expect(result.warnings).toEqual([expect.stringMatching(/_astro\/x\.js is fingerprinted/)]);
  });

  it("refuses a build that contains the manifest's own name", () => {
    expect(() => plan([file(".deploy-manifest.json")], null)).toThrow(/may not contain/);
  });
});

describe("the live and previous builds", () => {
  const facts = (commit: string): BuildFacts => ({
    id: "id1",
    commit: commit.repeat(40),
    builtAt: daysAgo(1),
    articles: 3,
    upcoming: [],
    settings: { contentDir: "content", buildIdSalt: "", swKillSwitch: false },
  });
  const A = [file("index.html", "a"), file("x.html", "b")];
  const B = [file("index.html", "c"), file("y.html", "d")];

  it("records the live build; another build makes it the previous one", () => {
    const first = plan(A, null, { build: facts("a") }).manifest;
    expect(first.live).toMatchObject({ commit: "a".repeat(40), fileCount: 2, articles: 3 });
    expect(first.live?.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(first.previous).toBeNull();
    const second = plan(B, first, { build: facts("b") }).manifest;
    expect(second.live?.commit).toBe("b".repeat(40));
    expect(second.previous).toEqual(first.live);
    expect(second.live?.digest).not.toBe(first.live?.digest);
  });

  it("keeps the previous build when a commit changes nothing readers get", () => {
    const first = plan(A, null, { build: facts("a") }).manifest;
    const second = plan(B, first, { build: facts("b") }).manifest;
    const same = plan(B, second, { build: facts("c") }).manifest;
    expect(same.live?.commit).toBe("c".repeat(40));
    expect(same.previous).toEqual(first.live);
  });

  it("swaps them on a rollback and says so; the next deploy ends it", () => {
    const first = plan(A, null, { build: facts("a") }).manifest;
    const second = plan(B, first, { build: facts("b") }).manifest;
    const back = plan(A, second, { build: facts("a"), rollback: true }).manifest;
    expect(back.rolledBack).toBe(true);
    expect(back.live?.digest).toBe(first.live?.digest);
    expect(back.previous).toEqual(second.live);
    expect(plan(B, back, { build: facts("b") }).manifest.rolledBack).toBe(false);
  });

  it("forgets the live build when a deploy does not say which it is", () => {
    const first = plan(A, null, { build: facts("a") }).manifest;
    const unknown = plan(B, first).manifest;
    expect(unknown.live).toBeNull();
    expect(unknown.previous).toEqual(first.live);
  });
});
