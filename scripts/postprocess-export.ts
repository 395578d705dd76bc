/**
 * Build step 3, on the staging folder `next build` wrote: rewrites every page so the framework
 * starts after the page has loaded and reads the page's payload from its `.txt` file instead of
 * a second, inline copy (src/lib/build/defer-hydration.ts), gives the not-found page the font
 * preloads the framework leaves out (src/lib/build/font-preloads.ts), puts the head tags the
 * framework writes in render-finishing order in one fixed order (src/lib/build/head-order.ts),
 * so a rebuild changes only the pages whose content changed, writes each page's own
 * Content-Security-Policy (the hashes of its inline scripts, src/lib/build/csp.ts) before its
 * first script, and removes payload files the static site never requests.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type PolicyOptions, withContentSecurityPolicy } from "@/lib/build/csp";
import { deferHydration, inlinePayload } from "@/lib/build/defer-hydration";
import { fontPreloads, withFontPreloads } from "@/lib/build/font-preloads";
import { withSteadyHeadOrder } from "@/lib/build/head-order";
import { fnv1a } from "@/lib/text/hash";

/**
 * `__next._full.txt` is a copy of each page's `.txt` payload written for the framework's
 * server-side "resume" feature, which a static export never uses: navigations fetch
 * `{page}.txt`, prefetches `__next._tree.txt` and the segment files. At 10,000 articles the
 * copies are 400 MB.
 */
const UNUSED_PAYLOAD = "__next._full.txt";

/**
 * The payload file of an exported page: `{page}.txt` beside it (`index.txt` for the home page),
 * or for the host's not-found page, the not-found route's.
 */
function payloadOf(dir: string, htmlFile: string): { url: string; text: string } | undefined {
  const base = htmlFile
    .replace(/\.html$/, "")
    .split(path.sep)
    .join("/");
  for (const candidate of base === "404" ? ["_not-found"] : [base]) {
    const file = path.join(dir, `${candidate}.txt`);
    if (existsSync(file)) return { url: `/${candidate}.txt`, text: readFileSync(file, "utf8") };
  }
  return undefined;
}

/**
 * The payload a page's HTML was rendered with, written to its `.txt` file when the two differ.
 * They are normally the same bytes; on a busy machine the framework has been seen writing
 * them from renders whose rows came out in another order. The page's own copy is the one its
 * markup hydrates against, so it wins, and the page still drops its inline copy.
 */
function alignPayload(
  dir: string,
  file: string,
  inline: string,
): { payload: ReturnType<typeof payloadOf>; realigned: boolean } {
  const payload = payloadOf(dir, file);
  // The host's 404 page borrows the not-found route's payload: never rewrite it from here.
  if (!payload || file === "404.html") return { payload, realigned: false };
  if (inline === "" || inline === payload.text) return { payload, realigned: false };
  writeFileSync(path.join(dir, `${payload.url.slice(1)}`), inline);
  return { payload: { url: payload.url, text: inline }, realigned: true };
}

export interface PostprocessResult {
  pages: number;
  removed: number;
  realigned: string[];
}

/**
 * One worker's share of an export: the files whose name hashes to `index` modulo `count`. By
 * name, not by position in a listing: shards list the folder while others delete files in it.
 */
export interface Shard {
  index: number;
  count: number;
}

/** The font preloads the pages without any are given: the home page's (read before any page is rewritten). */
export function homeFontPreloads(dir: string): string[] {
  const home = path.join(dir, "index.html");
  return existsSync(home) ? fontPreloads(readFileSync(home, "utf8")) : [];
}

/** The files post-processing touches: the pages and the unused payload copies. */
export function exportFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".html") || path.basename(file) === UNUSED_PAYLOAD,
  );
}

const inShard = (file: string, { index, count }: Shard) =>
  count <= 1 || fnv1a(file.split(path.sep).join("/")) % count === index;

export function postprocessExport(
  dir: string,
  policy: PolicyOptions,
  {
    shard = { index: 0, count: 1 },
    preloads = homeFontPreloads(dir),
  }: { shard?: Shard; preloads?: readonly string[] } = {},
): PostprocessResult {
  let pages = 0;
  let removed = 0;
  const realigned: string[] = [];
  for (const file of exportFiles(dir)) {
    if (!inShard(file, shard)) continue;
    const full = path.join(dir, file);
    if (file.endsWith(".html")) {
      const html = withSteadyHeadOrder(withFontPreloads(readFileSync(full, "utf8"), preloads));
      // Parsed once, for both the comparison with the .txt file and the decision to drop it.
      const inline = inlinePayload(html);
      const aligned = alignPayload(dir, file, inline);
      if (aligned.realigned) realigned.push(file);
      // The policy last: it hashes the scripts as the page will finally carry them.
      const deferred = deferHydration(html, aligned.payload, inline);
      try {
        writeFileSync(full, withContentSecurityPolicy(deferred, policy));
      } catch (error) {
        throw new Error(`${file}: ${error instanceof Error ? error.message : error}`);
      }
      pages++;
    } else {
      rmSync(full);
      removed++;
    }
  }
  return { pages, removed, realigned };
}
