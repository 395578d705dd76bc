import path from "node:path";
import { describe, expect, it } from "vitest";
import { MANIFEST_KEY, parseManifest } from "@/lib/deploy/manifest";
import { PHASES } from "@/lib/deploy/phases";
import { deploy, type Progress, readBuild } from "@/lib/deploy/run";
import { s3Store } from "@/lib/deploy/s3-store";
import type { DeployStore } from "@/lib/deploy/store";
import { headObject, listKeys, localS3ForFile, readObject } from "../support/s3";
import { brokenReferences, SITE_V1, type TreeVersion, writeSiteTree } from "../support/site-tree";

/**
 * npm run deploy's engine against a real S3-compatible server (s3rver's fork) on the loopback
 * interface, with an injected clock: what is sent, with which headers, in which order, what is
 * kept for open tabs and when it goes, and what an interrupted deploy leaves behind.
 */

const BUCKETS = ["deneme-dev", "deneme-prod"];
const storage = localS3ForFile(BUCKETS, "isilti-deploy-");

// A code change (new chunks) and a content change: one article edited, one added.
const V2: TreeVersion = {
  code: "c0de02",
  articles: {
    ...SITE_V1.articles,
    "gunes-kremi": "Güneş kremi her gün, bolca.",
    "yeni-yazi": "Yeni.",
  },
};

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse("2025-06-01T10:00:00Z");
const at = (days: number) => () => new Date(T0 + days * DAY);

/** The real store, counting what is written and deleted. */
function countingStore(bucket: string) {
  const store = s3Store(storage.client, bucket);
  const counted = { writes: [] as string[], removed: [] as string[] };
  const wrapped: DeployStore = {
    name: store.name,
    read: (key) => store.read(key),
    write: async (key, body, headers) => {
      await store.write(key, body, headers);
      if (key !== MANIFEST_KEY) counted.writes.push(key);
    },
    remove: async (keys) => {
      await store.remove(keys);
      counted.removed.push(...keys);
    },
  };
  return { store: wrapped, counted };
}

async function bucketObjects(bucket: string): Promise<Map<string, string>> {
  const objects = new Map<string, string>();
  for (const key of await listKeys(storage.client, bucket))
    if (key !== MANIFEST_KEY) objects.set(key, await readObject(storage.client, bucket, key));
  return objects;
}

function treeDir(name: string, version: TreeVersion): string {
  const dir = path.join(storage.work, name);
  writeSiteTree(dir, version);
  return dir;
}

describe("deploying to an S3-compatible store", () => {
  const bucket = "deneme-dev";
  const v1 = treeDir("v1", SITE_V1);
  const v2 = treeDir("v2", V2);
  const run = (dir: string, now: () => Date) => {
    const { store, counted } = countingStore(bucket);
    return deploy({ store, dir, site: "deneme", graceDays: 7, now }).then((plan) => ({
      plan,
      counted,
    }));
  };

  it("sends every file of a first deploy, with its type, caching and content hash", async () => {
    const { counted } = await run(v1, at(0));
    const local = await readBuild(v1);
    expect([...counted.writes].sort()).toEqual(local.map((f) => f.key));
    expect(await listKeys(storage.client, bucket)).toEqual(
      [...local.map((f) => f.key), MANIFEST_KEY].sort(),
    );

    const expectations: [string, string, string][] = [
      ["index.html", "text/html; charset=utf-8", "public, max-age=0, must-revalidate"],
      ["robots.txt", "text/plain; charset=utf-8", "public, max-age=0, must-revalidate"],
      [
        "_astro/app.c0de01.js",
        "text/javascript; charset=utf-8",
        "public, max-age=31536000, immutable",
      ],
      ["_astro/style.c0de01.css", "text/css; charset=utf-8", "public, max-age=31536000, immutable"],
      ["_astro/font.1a2b3c.woff2", "font/woff2", "public, max-age=31536000, immutable"],
      [
        "manifest.webmanifest",
        "application/manifest+json; charset=utf-8",
        "public, max-age=0, must-revalidate",
      ],
      ["sitemap.xml", "application/xml; charset=utf-8", "public, max-age=0, must-revalidate"],
      ["feed.xml", "application/rss+xml; charset=utf-8", "public, max-age=0, must-revalidate"],
      ["sw.js", "text/javascript; charset=utf-8", "no-cache"],
      ["og/gunes-kremi.png", "image/png", "public, max-age=3600"],
      ["articles/gunes-kremi/opengraph-image", "image/png", "public, max-age=3600"],
      ["icons/logo.svg", "image/svg+xml; charset=utf-8", "public, max-age=3600"],
      [
        "search-index.json",
        "application/json; charset=utf-8",
        "public, max-age=0, must-revalidate",
      ],
    ];
    const hashes = new Map(local.map((f) => [f.key, f.hash]));
    for (const [key, type, cache] of expectations) {
      const head = await headObject(storage.client, bucket, key);
      expect(head.contentType, key).toBe(type);
      expect(head.cacheControl, key).toBe(cache);
      expect(head.sha256, key).toBe(hashes.get(key));
    }
    const avif = local.find((f) => f.key.endsWith(".avif"))?.key ?? "";
    expect(await headObject(storage.client, bucket, avif)).toMatchObject({
      contentType: "image/avif",
      cacheControl: "public, max-age=31536000, immutable",
    });
    expect(brokenReferences(await bucketObjects(bucket))).toEqual([]);
  });

  it("sends nothing when the build did not change", async () => {
    const { counted, plan } = await run(v1, at(0.5));
    expect(counted.writes).toEqual([]);
    expect(plan.unchanged).toBe((await readBuild(v1)).length);
  });

  it("sends only the files that changed, keeping the old build's files for open tabs", async () => {
    const before = new Map((await readBuild(v1)).map((f) => [f.key, f.hash]));
    const after = await readBuild(v2);
    const changed = after.filter((f) => before.get(f.key) !== f.hash).map((f) => f.key);
    expect(changed.length).toBeLessThan(after.length); // some files stay as they were

    const { counted, plan } = await run(v2, at(1));
    expect([...counted.writes].sort()).toEqual(changed.sort());
    expect(counted.removed).toEqual([]);
    expect(counted.writes).not.toContain("og/sac-bakimi.png"); // content unchanged
    // Upload order: every fingerprinted asset before any page; sitemap and feed last.
    const order = counted.writes;
    const lastAsset = Math.max(
      ...order.map((k, i) => (k.startsWith("_astro/") || k.startsWith("img/") ? i : -1)),
    );
    const firstPage = order.findIndex((k) => k.endsWith(".html"));
    expect(lastAsset).toBeLessThan(firstPage);
    expect(order.indexOf("sw.js")).toBeGreaterThan(order.findLastIndex((k) => k.endsWith(".html")));
    expect(order.slice(-2)).toEqual(["sitemap.xml", "feed.xml"]);
    expect(plan.uploads.map((u) => u.phase)).toEqual(
      [...plan.uploads.map((u) => u.phase)].sort((a, b) => PHASES.indexOf(a) - PHASES.indexOf(b)),
    );

    // The old build's chunks are still there: a tab opened before the deploy keeps working.
    const keys = await listKeys(storage.client, bucket);
    for (const old of ["_astro/app.c0de01.js", "_astro/runtime.c0de01.js"])
      expect(keys, old).toContain(old);
    expect(plan.retained.map((r) => r.key)).toContain("_astro/app.c0de01.js");
    expect(brokenReferences(await bucketObjects(bucket))).toEqual([]);
  });

  it("deletes the old build's files only once the grace period has passed", async () => {
    const sixDays = await run(v2, at(1 + 6.9));
    expect(sixDays.counted.removed).toEqual([]);
    expect(await listKeys(storage.client, bucket)).toContain("_astro/app.c0de01.js");

    const eightDays = await run(v2, at(1 + 7));
    expect(eightDays.counted.writes).toEqual([]);
    expect(eightDays.counted.removed.sort()).toEqual(
      [
        "_astro/runtime.c0de01.js",
        "_astro/app.c0de01.js",
        "_astro/style.c0de01.css",
        // The edited article's old images went with the old build.
        ...(await readBuild(v1)).map((f) => f.key).filter((k) => k.startsWith("img/gunes-kremi-")),
      ].sort(),
    );
    const keys = await listKeys(storage.client, bucket);
    expect(keys).not.toContain("_astro/app.c0de01.js");
    expect(keys.filter((k) => k !== MANIFEST_KEY)).toEqual((await readBuild(v2)).map((f) => f.key));
    const manifest = parseManifest(await readObject(storage.client, bucket, MANIFEST_KEY));
    expect(Object.values(manifest?.files ?? {}).every((f) => f.retiredAt === null)).toBe(true);
    // The deletions went as S3 requires them: each with its checksum.
    expect(storage.s3.refusedByS3).toEqual([]);
  });
});

describe("the test store", () => {
  it("notes a DeleteObjects without the checksum S3 requires of it", async () => {
    await fetch(`${storage.s3.endpoint}/deneme-dev?delete`, {
      method: "POST",
      body: "<Delete><Object><Key>index.html</Key></Object></Delete>",
    });
    expect(storage.s3.refusedByS3).toEqual(["DeleteObjects without a checksum: /deneme-dev"]);
    storage.s3.refusedByS3.length = 0;
  });
});

describe("a deploy interrupted by the store going away", () => {
  const bucket = "deneme-prod";
  const v1 = treeDir("i1", SITE_V1);
  const v2 = treeDir("i2", V2);

  it("leaves every page whole at every step, and a second run completes it", async () => {
    await deploy({
      store: s3Store(storage.client, bucket),
      dir: v1,
      site: "deneme",
      graceDays: 7,
      now: at(0),
    });

    // Stop the store part-way through the pages: two sent, the rest not.
    const planned = await deploy({
      store: s3Store(storage.client, bucket),
      dir: v2,
      site: "deneme",
      graceDays: 7,
      now: at(1),
      dryRun: true,
    });
    const stopAfter = planned.uploads.findIndex((u) => u.phase === "pages") + 2;
    expect(stopAfter).toBeGreaterThan(2);
    const seen: string[][] = [];
    let sent = 0;
    const onProgress = async (progress: Progress) => {
      sent = progress.files;
      // The state readers would meet right now, checked after every single upload.
      seen.push(brokenReferences(await bucketObjects(bucket)));
      if (sent === stopAfter) await storage.s3.stop();
    };
    await expect(
      deploy({
        store: s3Store(storage.client, bucket),
        dir: v2,
        site: "deneme",
        graceDays: 7,
        now: at(1),
        concurrency: 1,
        onProgress,
      }),
    ).rejects.toThrow();
    expect(sent).toBe(stopAfter);
    await storage.s3.start();
    storage.client = storage.s3.client();
    expect(
      seen.every((broken) => broken.length === 0),
      JSON.stringify(seen),
    ).toBe(true);

    // Part-way: new and old pages side by side, each with its own assets, no gap.
    const midway = await bucketObjects(bucket);
    expect(brokenReferences(midway)).toEqual([]);
    const pages = [...midway].filter(([key]) => key.endsWith(".html"));
    expect(pages.filter(([, html]) => html.includes("app.c0de02.js"))).toHaveLength(2);
    expect(pages.filter(([, html]) => html.includes("app.c0de01.js")).length).toBeGreaterThan(0);
    expect(midway.has("sw.js") && midway.get("sw.js")?.includes("c0de01")).toBe(true);
    expect(midway.get("sitemap.xml")).not.toContain("yeni-yazi");
    const intent = parseManifest(await readObject(storage.client, bucket, MANIFEST_KEY));
    expect(Object.keys(intent?.pending ?? {})).toContain("_astro/app.c0de02.js");

    // The second run completes the deploy.
    await deploy({
      store: s3Store(storage.client, bucket),
      dir: v2,
      site: "deneme",
      graceDays: 7,
      now: at(1.1),
    });
    const done = await bucketObjects(bucket);
    expect(brokenReferences(done)).toEqual([]);
    for (const file of await readBuild(v2))
      expect((await headObject(storage.client, bucket, file.key)).sha256, file.key).toBe(file.hash);
    expect(done.get("articles/gunes-kremi.html")).toContain("bolca");
    expect(done.has("_astro/app.c0de01.js")).toBe(true); // the grace period holds
    const manifest = parseManifest(await readObject(storage.client, bucket, MANIFEST_KEY));
    expect(manifest?.pending).toEqual({});
  });
});
