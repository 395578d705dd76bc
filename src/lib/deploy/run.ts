import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { MANIFEST_KEY, parseManifest, serializeManifest } from "./manifest";
import { PHASES, type Phase } from "./phases";
import { type BuildFacts, type DeployPlan, type LocalFile, planDeploy, type Upload } from "./plan";
import type { DeployStore } from "./store";

export interface Progress {
  phase: Phase | "delete" | "manifest";
  files: number;
  totalFiles: number;
  bytes: number;
  totalBytes: number;
  /** The file just sent. */
  key?: string;
}

export interface DeployOptions {
  store: DeployStore;
  /** The built site (out/). */
  dir: string;
  site: string;
  graceDays: number;
  /** The clock: injected, so tests can move past the grace period. */
  now?: () => Date;
  dryRun?: boolean;
  full?: boolean;
  /** The build's record for the manifest (from its build report): live build, rollback, schedule. */
  build?: BuildFacts;
  /** This deploy puts the previous build back. */
  rollback?: boolean;
  /** Uploads in flight at once, within one phase. */
  concurrency?: number;
  onProgress?: (progress: Progress) => void | Promise<void>;
}

/** Every file under `dir` as an object key with its size and sha256. */
export async function readBuild(dir: string): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) {
        const bytes = await readFile(full);
        files.push({
          key: path.relative(dir, full).split(path.sep).join("/"),
          size: bytes.length,
          hash: createHash("sha256").update(bytes).digest("hex"),
        });
      }
    }
  };
  await walk(dir);
  return files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Brings the bucket to the build in `dir`: records the pending uploads, sends new and changed
 * files phase by phase (each phase complete before the next starts), deletes files of older
 * builds past the grace period, then stores the new manifest. A failure at any step leaves every
 * page in the bucket with the files it refers to; running the deploy again completes it.
 */
export async function deploy(options: DeployOptions): Promise<DeployPlan> {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const previous = parseManifest(await store.read(MANIFEST_KEY));
  const files = await readBuild(options.dir);
  if (files.length === 0) throw new Error(`${options.dir} is empty: build the site first`);
  const plan = planDeploy({
    site: options.site,
    files,
    previous,
    now: now(),
    graceDays: options.graceDays,
    full: options.full,
    build: options.build,
    rollback: options.rollback,
  });
  if (previous && previous.site !== options.site) {
    throw new Error(
      `the bucket ${store.name} holds the site "${previous.site}", not "${options.site}": refusing to overwrite it`,
    );
  }
  if (options.dryRun) return plan;

  const manifestHeaders = {
    contentType: "application/json; charset=utf-8",
    cacheControl: "no-store",
  };
  if (plan.intent)
    await store.write(MANIFEST_KEY, Buffer.from(serializeManifest(plan.intent)), manifestHeaders);

  const progress: Progress = {
    phase: "assets",
    files: 0,
    totalFiles: plan.uploads.length,
    bytes: 0,
    totalBytes: plan.uploadBytes,
  };
  for (const phase of PHASES) {
    const batch = plan.uploads.filter((upload) => upload.phase === phase);
    progress.phase = phase;
    await inParallel(batch, options.concurrency ?? 8, async (upload: Upload) => {
      const body = await readFile(path.join(options.dir, upload.key));
      await store.write(upload.key, body, upload);
      progress.files++;
      progress.bytes += upload.size;
      await options.onProgress?.({ ...progress, key: upload.key });
    });
  }
  if (plan.deletions.length > 0) {
    await store.remove(plan.deletions);
    await options.onProgress?.({ ...progress, phase: "delete" });
  }
  await store.write(MANIFEST_KEY, Buffer.from(serializeManifest(plan.manifest)), manifestHeaders);
  await options.onProgress?.({ ...progress, phase: "manifest" });
  return plan;
}

/** Runs `work` over `items`, at most `limit` at a time; the first failure stops new work and is thrown. */
async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(limit, items.length) }, worker),
  );
  const rejected = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (rejected) throw rejected.reason;
}
