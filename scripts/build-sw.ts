/**
 * Writes /sw.js into a built site folder (run by scripts/build.ts on the staging folder, after
 * `astro build`). The worker (src/sw/sw.ts) is bundled with esbuild and Serwist's
 * `injectManifest` adds the precache list of this build's files.
 *
 * With SW_KILL_SWITCH=1 the site ships src/sw/kill-switch.ts instead: a worker that deletes
 * the site's caches and unregisters itself, for when a broken worker must be removed from
 * readers' browsers. On its own: `tsx scripts/build-sw.ts out`.
 */
import { mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { injectManifest } from "@serwist/build";
import { build } from "esbuild";
import { paths } from "../src/lib/paths";
import { envOrExit } from "./support/env";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * The app shell: the offline page and what it needs (every script, style and font of this
 * build: its list of what this device can read is an island that hydrates at load).
 */
const PRECACHE = [
  "offline.html",
  "_astro/*.{js,css,woff2}",
  "icons/*.png",
  "favicon.ico",
  "manifest.webmanifest",
];

export async function buildServiceWorker(
  siteDir: string,
  { killSwitch }: { killSwitch: boolean },
): Promise<{ precached: number; bytes: number }> {
  const temp = mkdtempSync(path.join(tmpdir(), "isilti-sw-"));
  const bundled = path.join(temp, "sw.js");
  const dest = path.join(siteDir, "sw.js");
  try {
    await build({
      entryPoints: [path.join(ROOT, "src/sw", killSwitch ? "kill-switch.ts" : "sw.ts")],
      tsconfig: path.join(ROOT, "src/sw/tsconfig.json"),
      bundle: true,
      format: "iife",
      target: "es2020",
      minify: true,
      legalComments: "none",
      define: { "process.env.NODE_ENV": '"production"' },
      outfile: bundled,
      logLevel: "warning",
    });
    if (killSwitch) {
      renameSync(bundled, dest);
      return { precached: 0, bytes: 0 };
    }
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: dest,
      globDirectory: siteDir,
      globPatterns: PRECACHE,
      // Hashed file names need no revision.
      dontCacheBustURLsMatching: /^_astro\//,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) =>
            entry.url === "offline.html" ? { ...entry, url: paths.offline } : entry,
          ),
          warnings: [],
        }),
      ],
    });
    // E.g. a file too large to precache: the worker still works, that file is fetched when needed.
    for (const warning of warnings) console.warn(`sw.js: ${warning}`);
    return { precached: count, bytes: size };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) throw new Error("usage: tsx scripts/build-sw.ts <built site folder>");
  const { precached, bytes } = await buildServiceWorker(path.resolve(dir), {
    killSwitch: envOrExit().swKillSwitch,
  });
  console.log(
    `sw.js written to ${dir} (${precached} files precached, ${Math.round(bytes / 1024)} KB)`,
  );
}
