/**
 * Build time, peak memory and output size at larger content sizes, each built in a throwaway
 * copy of the project with the bundled articles repeated under new slugs.
 */
import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { gzippedSize } from "../../tests/support/page-weight";
import { build, copyProject, du, writeArticles } from "./project";

export interface ScaleFigures {
  articles: number;
  htmlPages: number;
  seconds: number;
  peakMb: number;
  outMb: number;
  /** An article's HTML plus all its payload files, on average. */
  bytesPerArticlePage: number;
  /** The largest page that is not an article (listings, home, sitemap), gzipped. */
  largestListing: { path: string; gzipBytes: number };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) =>
    statSync(path.join(dir, f)).isFile(),
  );
}

export function measureOut(out: string): Omit<ScaleFigures, "articles" | "seconds" | "peakMb"> {
  const files = filesUnder(out);
  const html = files.filter((f) => f.endsWith(".html"));
  const articles = html.filter((f) => f.startsWith("articles/"));
  const articleBytes = articles.reduce((sum, file) => {
    const base = path.join(out, file.replace(/\.html$/, ""));
    return sum + du(`${base}.html`) + du(`${base}.txt`) + du(base);
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

export async function runScale(sizes: readonly number[]): Promise<ScaleFigures[]> {
  const results: ScaleFigures[] = [];
  for (const count of sizes) {
    const dir = copyProject({ articles: false });
    try {
      await writeArticles(dir, count);
      const { seconds, peakMb } = await build(dir);
      results.push({ articles: count, seconds, peakMb, ...measureOut(path.join(dir, "out")) });
      console.log(`scale: ${count} articles built in ${seconds.toFixed(1)} s`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}
