/**
 * Speed side by side, in one run, median of 3: Lighthouse mobile on the home page, the newest
 * and the longest article, a category and an author page of (a) the site as built and (b) the
 * same pages with every script that runs removed (the limit, ./no-script-copy.ts), each at
 * Lighthouse's default 4× CPU slowdown and at 8× (a slower phone: a design fast only on a fast
 * machine is not fast). The two alternate within each round, so a busy machine slows both alike.
 */
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { readModel } from "../../src/lib/content/snapshot";
import { FIRST_ROUND_TRIP_BYTES, wireSizes } from "../../tests/support/first-round-trip";
import { JS_BEFORE_INTERACTION_BUDGET, pageWeight } from "../../tests/support/page-weight";
import { startServer } from "../../tests/support/server";
import { median, runLighthouse } from "../support/lighthouse";
import { noScriptCopy } from "./no-script-copy";
import { build, copyProject } from "./project";

export interface WebFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Gzipped bytes read from the files: deterministic. */
  jsGzip: number;
  htmlGzip: number;
  fonts: number;
  runs: { score: number; lcp: number; tbt: number; cls: number }[];
}

export interface WebFiguresAt {
  pages: Record<string, { path: string; site: WebFigures; limit: WebFigures }>;
}

export interface WebResults {
  runs: number;
  /** By CPU slowdown ("4", "8"). */
  slowdowns: Record<string, WebFiguresAt>;
  firstRoundTrip: FirstRoundTrip;
}

export interface FirstRoundTrip {
  pages: number;
  /** Pages whose response (headers and compressed body, as served) fits the first round trip. */
  site: number;
  copy: number;
  /** Bytes on the wire of the sampled pages. */
  samples: Record<string, { site: number; copy: number }>;
  /** The largest response of each kind of page, site and copy. */
  largest: Record<string, { path: string; site: number; copy: number }>;
}

/** The kind of page a site path is, for the per-kind figures. */
function kindOf(sitePath: string, categoryPaths: ReadonlySet<string>): string {
  if (sitePath === "/") return "home";
  if (sitePath.startsWith("/articles/")) return "article";
  if (sitePath.startsWith("/authors/")) return "author";
  return categoryPaths.has(sitePath.split("/page/")[0] ?? "") ? "category" : "other";
}

async function firstRoundTrip(
  outDir: string,
  origins: { site: string; copy: string },
  samples: Record<string, string>,
  categoryPaths: ReadonlySet<string>,
): Promise<FirstRoundTrip> {
  const htmlPaths = readdirSync(outDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => (file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`));
  const site = await wireSizes(origins.site, htmlPaths);
  const copy = await wireSizes(origins.copy, htmlPaths);
  const sizeOf = (sitePath: string) => ({
    site: site.get(sitePath) ?? 0,
    copy: copy.get(sitePath) ?? 0,
  });
  const fits = (sizes: Map<string, number>) =>
    [...sizes.values()].filter((size) => size <= FIRST_ROUND_TRIP_BYTES).length;
  const largest: FirstRoundTrip["largest"] = {};
  for (const sitePath of htmlPaths) {
    const kind = kindOf(sitePath, categoryPaths);
    const size = sizeOf(sitePath);
    if (size.site > (largest[kind]?.site ?? -1)) largest[kind] = { path: sitePath, ...size };
  }
  return {
    pages: htmlPaths.length,
    site: fits(site),
    copy: fits(copy),
    samples: Object.fromEntries(
      Object.entries(samples).map(([name, sitePath]) => [name, sizeOf(sitePath)]),
    ),
    largest,
  };
}

/** Lighthouse's mobile default, and a phone twice as slow. */
export const CPU_SLOWDOWNS = [4, 8] as const;

/**
 * The pages measured: the home page, the newest article, the longest (most words), the first
 * category and the busiest author's page.
 */
function samplePages(outDir: string): Record<string, string> {
  const model = readModel(path.join(outDir, "..", ".generated/content"));
  const counts = new Map<string, number>();
  for (const a of model.articles) counts.set(a.author, (counts.get(a.author) ?? 0) + 1);
  const busiest = [...model.authors].sort(
    (a, b) => (counts.get(b.slug) ?? 0) - (counts.get(a.slug) ?? 0),
  )[0];
  const article = model.articles[0];
  const longest = [...model.articles].sort((a, b) => b.wordCount - a.wordCount)[0];
  const category = model.categories[0];
  if (!article || !longest || !category || !busiest)
    throw new Error("the bundled site lacks content");
  return {
    home: "/",
    article: article.path,
    "longest article": longest.path,
    category: category.path,
    author: busiest.path,
  };
}

/** Every category and sub-category page's path, for the per-kind figures. */
function categoryPathsOf(outDir: string): Set<string> {
  const model = readModel(path.join(outDir, "..", ".generated/content"));
  return new Set(model.categories.flatMap((c) => [c.path, ...c.children.map((s) => s.path)]));
}

const fileOf = (sitePath: string) =>
  sitePath === "/" ? "index.html" : `${sitePath.slice(1)}.html`;

function summarise(
  runs: Awaited<ReturnType<typeof runLighthouse>>[],
  outDir: string,
  sitePath: string,
): WebFigures {
  const weight = pageWeight(outDir, fileOf(sitePath));
  const pick = (f: (r: (typeof runs)[number]) => number) => median(runs.map(f));
  return {
    score: pick((r) => r.scores.performance),
    lcp: pick((r) => r.lcp),
    tbt: pick((r) => r.tbt),
    cls: pick((r) => r.cls),
    fcp: pick((r) => r.fcp),
    jsGzip: weight.jsGzip,
    htmlGzip: weight.htmlGzip,
    fonts: weight.fonts.length,
    runs: runs.map((r) => ({
      score: r.scores.performance,
      lcp: Math.round(r.lcp),
      tbt: Math.round(r.tbt),
      cls: r.cls,
    })),
  };
}

export async function runWeb(rounds = 3): Promise<WebResults> {
  const siteDir = copyProject({ articles: true });
  const servers: { close: () => Promise<void> }[] = [];
  try {
    console.log("web: building the site and its script-free copy…");
    await build(siteDir);
    const siteOut = path.join(siteDir, "out");
    const limitOut = path.join(siteDir, "out-no-scripts");
    noScriptCopy(siteOut, limitOut);
    const [site, limit] = await Promise.all([siteOut, limitOut].map((dir) => startServer(dir)));
    if (!site || !limit) throw new Error("servers did not start");
    servers.push(site, limit);

    const pages = samplePages(siteOut);
    const roundTrip = await firstRoundTrip(
      siteOut,
      { site: site.url, copy: limit.url },
      pages,
      categoryPathsOf(siteOut),
    );
    const raw = new Map<string, Awaited<ReturnType<typeof runLighthouse>>[]>();
    const record = (key: string, result: Awaited<ReturnType<typeof runLighthouse>>) =>
      raw.set(key, [...(raw.get(key) ?? []), result]);
    for (let round = 1; round <= rounds; round++) {
      for (const cpuSlowdown of CPU_SLOWDOWNS) {
        const run = (url: string) => runLighthouse(url, "mobile", { cpuSlowdown });
        for (const [name, sitePath] of Object.entries(pages)) {
          record(`${cpuSlowdown}:${name}:site`, await run(site.url + sitePath));
          record(`${cpuSlowdown}:${name}:limit`, await run(limit.url + sitePath));
          console.log(`web: round ${round}/${rounds}, ${cpuSlowdown}× CPU, ${name} done`);
        }
      }
    }
    const at = (cpuSlowdown: number): WebFiguresAt => ({
      pages: Object.fromEntries(
        Object.entries(pages).map(([name, sitePath]) => [
          name,
          {
            path: sitePath,
            site: summarise(raw.get(`${cpuSlowdown}:${name}:site`) ?? [], siteOut, sitePath),
            limit: summarise(raw.get(`${cpuSlowdown}:${name}:limit`) ?? [], limitOut, sitePath),
          },
        ]),
      ),
    });
    return {
      runs: rounds,
      slowdowns: Object.fromEntries(CPU_SLOWDOWNS.map((n) => [String(n), at(n)])),
      firstRoundTrip: roundTrip,
    };
  } finally {
    await Promise.all(servers.map((s) => s.close()));
    rmSync(siteDir, { recursive: true, force: true });
  }
}

/**
 * The speed targets (docs/performance.md), checked against one run's figures: score at least
 * 98% of the script-free copy's at every slowdown, LCP at most 1.05× the copy's, TBT at most
 * 50 ms above the copy's at 4×, CLS at most 0.02, JavaScript before interaction within budget.
 */
export function webVerdicts(results: WebResults): string[] {
  const lines: string[] = [];
  const mark = (ok: boolean) => (ok ? "ok" : "MISSED");
  for (const [slowdown, { pages }] of Object.entries(results.slowdowns)) {
    for (const [name, { site, limit }] of Object.entries(pages)) {
      const tbtTarget = slowdown === "4" ? ` ${mark(site.tbt <= limit.tbt + 50)}` : "";
      lines.push(
        `${slowdown}× ${name}: score ${site.score}/${limit.score} (${((site.score / limit.score) * 100).toFixed(1)}% of the limit, ${mark(site.score >= 0.98 * limit.score)}); ` +
          `LCP ${(site.lcp / 1000).toFixed(2)} s vs ${(limit.lcp / 1000).toFixed(2)} s (×${(site.lcp / limit.lcp).toFixed(2)}, ${mark(site.lcp <= 1.05 * limit.lcp)}); ` +
          `TBT ${Math.round(site.tbt)} ms vs ${Math.round(limit.tbt)} ms${tbtTarget}; CLS ${site.cls.toFixed(3)} (${mark(site.cls <= 0.02)}); ` +
          `JS ${(site.jsGzip / 1024).toFixed(1)} KB (${mark(site.jsGzip <= JS_BEFORE_INTERACTION_BUDGET)}); ` +
          `HTML ${(site.htmlGzip / 1024).toFixed(1)} KB; fonts ${site.fonts} (${mark(site.fonts <= 2)})`,
      );
    }
  }
  const trip = results.firstRoundTrip;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  lines.push(
    `within the first round trip (${FIRST_ROUND_TRIP_BYTES} bytes with headers, as served): ` +
      `${trip.site} of ${trip.pages} pages, their no-script copies ${trip.copy}; ` +
      Object.entries(trip.samples)
        .map(([name, size]) => `${name} ${kb(size.site)} KB / ${kb(size.copy)} KB`)
        .join(", "),
  );
  lines.push(
    `largest of each kind, site / copy: ${Object.entries(trip.largest)
      .map(([kind, { path, site, copy }]) => `${kind} ${site} / ${copy} B (${path})`)
      .join("; ")}`,
  );
  return lines;
}
