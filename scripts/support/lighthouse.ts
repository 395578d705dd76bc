/**
 * Lighthouse driving Debian's chromium: one browser per
 * run, started here with a debugging port, so no browser is ever downloaded.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROMIUM_ARGS } from "../../tests/support/browser";
import { CHROMIUM_PATH } from "./system-tools";

export type Preset = "mobile" | "desktop";

export interface LighthouseFigures {
  /** The Lighthouse that measured, as its report names itself. */
  lighthouseVersion: string;
  url: string;
  preset: Preset;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  /** Milliseconds. */
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Transferred bytes (compressed as served). */
  jsBytes: number;
  htmlBytes: number;
  fontFilesBeforeLcp: number;
  /** Failed audits of the gated categories, for messages: `category: audit id`. */
  failing: string[];
}

async function startChromium(): Promise<{ port: number; child: ChildProcess; dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), "isilti-lh-"));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      "--headless=new",
      "--remote-debugging-port=0",
      `--user-data-dir=${dir}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`chromium did not start: ${seen}`)), 20_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => reject(new Error(`chromium exited with ${code}: ${seen}`)));
  });
  return { port, child, dir };
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * One Lighthouse run of one URL in a fresh browser. `cpuSlowdown` replaces the preset's CPU
 * throttling only (mobile: 4×, a mid-range phone; 8× stands for a slower one); the network
 * throttling stays the preset's.
 */
export async function runLighthouse(
  url: string,
  preset: Preset,
  { cpuSlowdown }: { cpuSlowdown?: number } = {},
): Promise<LighthouseFigures> {
  const chrome = await startChromium();
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (cpuSlowdown && applied !== cpuSlowdown)
      throw new Error(`${url}: asked for ${cpuSlowdown}× CPU slowdown, Lighthouse ran ${applied}×`);
    const audit = (id: string) => lhr.audits[id];
    const requests = (audit("network-requests")?.details as { items?: NetworkItem[] } | undefined)
      ?.items;
    const lcp = audit("largest-contentful-paint")?.numericValue ?? 0;
    // Request times are observed (unthrottled): compare them with the observed LCP.
    const observed = (audit("metrics")?.details as { items?: ObservedMetrics[] } | undefined)
      ?.items?.[0]?.observedLargestContentfulPaint;
    const failing = ["accessibility", "best-practices", "seo"].flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    );
    return {
      lighthouseVersion: lhr.lighthouseVersion,
      url,
      preset,
      scores: {
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories["best-practices"]?.score),
        seo: score(lhr.categories.seo?.score),
      },
      lcp,
      fcp: audit("first-contentful-paint")?.numericValue ?? 0,
      tbt: audit("total-blocking-time")?.numericValue ?? 0,
      cls: audit("cumulative-layout-shift")?.numericValue ?? 0,
      jsBytes: sumBytes(requests, (r) => r.resourceType === "Script"),
      htmlBytes: sumBytes(requests, (r) => r.resourceType === "Document"),
      fontFilesBeforeLcp: (requests ?? []).filter(
        (r) => r.resourceType === "Font" && (r.networkRequestTime ?? 0) <= (observed ?? lcp),
      ).length,
      failing,
    };
  } finally {
    const exited = new Promise((resolve) => chrome.child.once("exit", resolve));
    chrome.child.kill("SIGKILL");
    await exited;
    // Chromium's helper processes can still be writing to the profile for a moment after the
    // browser has exited; a profile left in the temporary folder must not fail the run.
    try {
      rmSync(chrome.dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {}
  }
}

interface ObservedMetrics {
  observedLargestContentfulPaint?: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

function sumBytes(items: NetworkItem[] | undefined, keep: (item: NetworkItem) => boolean) {
  return (items ?? []).filter(keep).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** The median of a list of numbers (the middle one of 3 runs). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
