/**
 * Build time, peak memory and output size at larger content sizes, each in a throwaway copy of
 * the project with the bundled articles repeated under new slugs. Every article gets its own
 * generated cover, as the bundled ones do, and a social card seeded rather than drawn
 * (./seed-cards.ts). Each size is built twice: first from empty caches of covers and Markdown
 * (the cold build), then again (the build an operator runs every day), which must write no image.
 */
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { gzippedSize } from "../../tests/support/page-weight";
import { linkTree } from "../../tests/support/project-copy";
import { build, copyProject, du, writeArticles } from "./project";
import { seedSocialCards } from "./seed-cards";

export interface ScaleFigures {
  articles: number;
  /** When this size was measured (sizes may be measured in separate runs). */
  measuredAt: string;
  /**
   * Time, peak memory of the process tree, seconds per build step, pages Astro reported
   * writing, and the machine's load average (1, 5, 15 min) as the build ended.
   */
  cold: BuildFigures;
  warm: BuildFigures;
  /** Image files (covers, avatars, social cards) the second build wrote: 0 expected. */
  imagesWrittenByWarmBuild: number;
  averageSvgCoverBytes: number;
  htmlPages: number;
  outMb: number;
  /** An article's HTML, on average. */
  bytesPerArticlePage: number;
  /** The largest page that is not an article (listings, home, sitemap), gzipped. */
  largestListing: { path: string; gzipBytes: number };
}

interface BuildFigures {
  seconds: number;
  peakMb: number;
  steps: Record<string, number>;
  pages: number;
  loadAverage: number[];
}

const IMAGE_STORES = [".cache/site/img", ".cache/site/og"];

/** Image files with a stamp that changes when a build writes them (size, time, inode). */
function imageStamps(dir: string): Map<string, string> {
  const stamps = new Map<string, string>();
  for (const folder of IMAGE_STORES) {
    const store = path.join(dir, folder);
    if (!existsSync(store)) continue;
    for (const name of readdirSync(store, { recursive: true, encoding: "utf8" })) {
      const stat = statSync(path.join(store, name));
      if (stat.isFile())
        stamps.set(`${folder}/${name}`, `${stat.size} ${stat.mtimeMs} ${stat.ino}`);
    }
  }
  return stamps;
}

function measureOut(out: string) {
  const html = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((f) =>
    f.endsWith(".html"),
  );
  const articles = html.filter((f) => f.startsWith("articles/"));
  const articleBytes = articles.reduce((sum, file) => {
    return sum + du(path.join(out, file));
  }, 0);
  let largest = { path: "", gzipBytes: 0 };
  for (const file of html) {
    if (file.startsWith("articles/")) continue;
    const size = gzippedSize(path.join(out, file));
    if (size > largest.gzipBytes)
      largest = { path: `/${file.replace(/\.html$/, "")}`, gzipBytes: size };
  }
  return {
    htmlPages: html.length,
    outMb: du(out) / 2 ** 20,
    bytesPerArticlePage: articles.length ? Math.round(articleBytes / articles.length) : 0,
    largestListing: largest,
  };
}

/** Builds each size in turn; `onSize` gets each size's figures as soon as they are known. */
export async function runScale(
  sizes: readonly number[],
  onSize: (figures: ScaleFigures) => void = () => {},
): Promise<ScaleFigures[]> {
  const results: ScaleFigures[] = [];
  for (const count of sizes) {
    const dir = copyProject({ articles: false });
    try {
      await writeArticles(dir, count);
      for (const cache of [...IMAGE_STORES, ".cache"])
        rmSync(path.join(dir, cache), { recursive: true, force: true });
      const seeding = Date.now();
      const seeded = await seedSocialCards(dir);
      console.log(
        `scale: ${count} articles, ${seeded} social cards seeded in ${((Date.now() - seeding) / 1000).toFixed(0)} s (not drawn: see seed-cards.ts)`,
      );
      const cold = {
        ...(await build(dir, { label: `scale: ${count} articles, cold build` })),
        loadAverage: loadavg(),
      };
      console.log(`scale: ${count} articles, cold build ${cold.seconds.toFixed(1)} s`);
      const before = imageStamps(dir);
      // An everyday build finds the site before last in out.previous and deletes it: a
      // hard-linked copy of out/ stands in for it (as many files to delete).
      linkTree(path.join(dir, "out"), path.join(dir, "out.previous"));
      const warm = {
        ...(await build(dir, { label: `scale: ${count} articles, second build` })),
        loadAverage: loadavg(),
      };
      console.log(`scale: ${count} articles, second build ${warm.seconds.toFixed(1)} s`);
      const after = imageStamps(dir);
      const svgs = [...after.keys()].filter((name) => name.endsWith(".svg"));
      const svgBytes = svgs.reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
      const figures: ScaleFigures = {
        articles: count,
        measuredAt: new Date().toISOString(),
        cold,
        warm,
        imagesWrittenByWarmBuild: [...after].filter(([name, stamp]) => before.get(name) !== stamp)
          .length,
        averageSvgCoverBytes: svgs.length ? Math.round(svgBytes / svgs.length) : 0,
        ...measureOut(path.join(dir, "out")),
      };
      results.push(figures);
      onSize(figures);
    } finally {
      // BENCH_KEEP_COPY=1 keeps the copies, to look into a large build afterwards.
      if (process.env.BENCH_KEEP_COPY === "1")
        console.log(`scale: ${count} articles kept in ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}
