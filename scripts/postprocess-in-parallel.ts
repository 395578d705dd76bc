/**
 * Post-processing (scripts/postprocess-export.ts) split between processes, one per core: each
 * rewrites every n-th page of the export. At 10,000 articles one process took 33 s for the
 * 11,458 pages while the machine's other core stood idle. The pages are independent, so the
 * output is the same bytes however the work is split (tests/e2e/reproducible-build.test.ts).
 *   npx tsx scripts/postprocess-in-parallel.ts --shard DIR JOB   (what the parent runs)
 */
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PolicyOptions } from "@/lib/build/csp";
import {
  exportFiles,
  homeFontPreloads,
  type PostprocessResult,
  postprocessExport,
  type Shard,
} from "./postprocess-export";
import { runCommand, tsxIn } from "./run-command";

/** What one shard process is given (as JSON on its command line). */
interface ShardJob {
  policy: PolicyOptions;
  shard: Shard;
  preloads: string[];
}

async function runShard(dir: string, job: ShardJob): Promise<PostprocessResult> {
  const run = await runCommand(tsxIn(), [
    path.resolve("scripts/postprocess-in-parallel.ts"),
    "--shard",
    dir,
    JSON.stringify(job),
  ]);
  if (run.code !== 0)
    throw new Error(run.stderr.trim() || `a post-processing process exited with ${run.code}`);
  return JSON.parse(run.stdout) as PostprocessResult;
}

/** Post-processes the export in `dir` with `count` processes; the summed result. */
export async function postprocessInParallel(
  dir: string,
  policy: PolicyOptions,
  count = availableParallelism(),
): Promise<PostprocessResult> {
  // Read once, before any page is rewritten: a shard must never read the home page mid-write.
  const preloads = homeFontPreloads(dir);
  if (count <= 1) return postprocessExport(dir, policy, { preloads });
  // Every shard is waited for, even after one has failed: the caller deletes the folder next.
  const settled = await Promise.allSettled(
    Array.from({ length: count }, (_, index) =>
      runShard(dir, { policy, preloads, shard: { index, count } }),
    ),
  );
  const results: PostprocessResult[] = [];
  for (const shard of settled) {
    if (shard.status === "rejected") throw shard.reason;
    results.push(shard.value);
  }
  const pages = results.reduce((sum, r) => sum + r.pages, 0);
  // Every page exactly once, or the split is wrong: never ship a page left out or done twice.
  const expected = exportFiles(dir).filter((file) => file.endsWith(".html")).length;
  if (pages !== expected)
    throw new Error(`the shards rewrote ${pages} pages of the export's ${expected}`);
  return {
    pages,
    removed: results.reduce((sum, r) => sum + r.removed, 0),
    realigned: results.flatMap((r) => r.realigned).sort(),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [flag, dir, job] = process.argv.slice(2);
  if (flag !== "--shard" || !dir || !job) {
    console.error("usage: tsx scripts/postprocess-in-parallel.ts --shard DIR JOB");
    process.exit(2);
  }
  try {
    const { policy, shard, preloads } = JSON.parse(job) as ShardJob;
    process.stdout.write(JSON.stringify(postprocessExport(dir, policy, { shard, preloads })));
  } catch (error) {
    // The parent shows this line as the reason the build failed.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
