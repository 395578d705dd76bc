/**
 * Benchmarks; figures go to bench/results.json (each section replaced when it is run) and to
 * the console. Timings live here, never in pass/fail tests.
 *   npm run bench                      everything below
 *   npm run bench -- --scale [n ...]   a cold and a second build at 1,000 and 10,000 articles:
 *                                      time, memory, images rewritten, output size
 *   npm run bench -- --web             Lighthouse at 4× and 8× CPU: site vs. its script-free copy
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import path from "node:path";
import { runScale, type ScaleFigures } from "./bench/scale";
import { runWeb, webVerdicts } from "./bench/web";

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const sizes = args.map(Number).filter((n) => n > 0);
const all = flags.size === 0;

const RESULTS = path.resolve("bench/results.json");
// Read again at each save: two benches may run side by side (one size each).
const readResults = (): Record<string, unknown> =>
  existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, "utf8")) : {};
const save = (section: string, figures: unknown) => {
  const results = readResults();
  results[section] = { measuredAt: new Date().toISOString(), figures };
  results.machine = {
    cpus: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
};

if (all || flags.has("--scale")) {
  // Saved after each size, merged with the sizes measured by other runs (each figure has its
  // date): a 100,000-article run takes long enough to be measured on its own, or stopped.
  const saveSize = (figures: ScaleFigures) => {
    const earlier = (readResults().scale as { figures?: ScaleFigures[] } | undefined)?.figures;
    const others = (earlier ?? []).filter((f) => f.articles !== figures.articles);
    save(
      "scale",
      [...others, figures].sort((a, b) => a.articles - b.articles),
    );
  };
  const figures = await runScale(sizes.length > 0 ? sizes : [1000, 10000], saveSize);
  console.log(
    "\n| articles | cold build | second build | peak memory | images rewritten | HTML pages | out/ | per article page | largest listing (gzip) |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const f of figures) {
    const peak = Math.max(f.cold.peakMb, f.warm.peakMb);
    console.log(
      `| ${f.articles.toLocaleString("en")} | ${f.cold.seconds.toFixed(1)} s | ${f.warm.seconds.toFixed(1)} s | ${peak.toFixed(0)} MB | ${f.imagesWrittenByWarmBuild} | ${f.htmlPages.toLocaleString("en")} | ${f.outMb.toFixed(0)} MB | ${(f.bytesPerArticlePage / 1024).toFixed(0)} KB | ${(f.largestListing.gzipBytes / 1024).toFixed(1)} KB ${f.largestListing.path} |`,
    );
  }
}

if (all || flags.has("--web")) {
  const figures = await runWeb();
  save("web", figures);
  console.log(`\n${webVerdicts(figures).join("\n")}`);
}
