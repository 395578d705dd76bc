/**
 * The site build: validate content and prepare images (prebuild), render the site with Astro
 * into a staging folder, add the service worker, then swap it into out/ in one step. A failure
 * at any stage leaves the previous out/ as it was: a half-written site is never served. The
 * site it replaces stays in out.previous until the next build deletes it, in the background
 * (scripts/remove-in-background.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { reportPathFor, writeBuildReport } from "@/lib/deploy/build-report";
import { gitState } from "@/lib/deploy/git";
import { codeBuildId } from "@/lib/hosting/build-id";
import { buildServiceWorker } from "./build-sw";
import { prebuildInChild } from "./prebuild";
import { removeInBackground } from "./remove-in-background";
import { binOf } from "./run-command";
import { envOrExit } from "./support/env";
import { deploySettingsOrExit } from "./support/site-settings";
import { refusalMarkdown, toStepSummary } from "./support/step-summary";

const OUT = path.resolve("out");
const STAGING = path.resolve(".out-staging");
const PREVIOUS = `${OUT}.previous`;
const REQUIRED = [
  "index.html",
  "404.html",
  "500.html",
  "sitemap.xml",
  "search-index.json",
  "search-deep.json",
  "offline.html",
  "sw.js",
];

function fail(message: string): never {
  console.error(`build failed: ${message}`);
  toStepSummary(env, refusalMarkdown("the build failed", [message]));
  rmSync(STAGING, { recursive: true, force: true });
  process.exit(1);
}

// Bad settings stop the build before anything is written.
const env = envOrExit();
// Read before the build writes anything (caches): the state of the sources.
const git = gitState();
// One "now" for every step (the prebuild and astro run in processes of their own): what is
// published, and the date a rebuild of this commit needs to give the same bytes.
const buildDate = env.buildDate ?? new Date();
const childEnv = { ...process.env, BUILD_DATE: buildDate.toISOString() };
/** Seconds since the previous step, for the build log: where a slow build spends its time. */
let stepStarted = Date.now();
const step = (name: string) => {
  const now = Date.now();
  console.log(`build: ${name} took ${((now - stepStarted) / 1000).toFixed(1)} s`);
  stepStarted = now;
};

// A failed deletion leaves files in .build-trash for the next build: worth a line, not a failure.
const removed = removeInBackground([PREVIOUS]).catch((error) =>
  console.warn(`build: ${error instanceof Error ? error.message : error}`),
);
let prebuilt: ReturnType<typeof prebuildInChild>;
try {
  prebuilt = prebuildInChild(undefined, childEnv);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
step("prebuild (content, images, cards, snapshot)");
if (!prebuilt) fail("content is invalid (see above); out/ was not touched");
// The deploy's settings (buckets, grace period) are not the pages': read for the build report.
const deploy = deploySettingsOrExit(env);

rmSync(STAGING, { recursive: true, force: true });
// This project's own astro, whatever PATH says (a copy of the project must not build with ours).
const astro = spawnSync(binOf("astro"), ["build", "--outDir", path.basename(STAGING)], {
  stdio: "inherit",
  env: { ...childEnv, ASTRO_TELEMETRY_DISABLED: "1" },
});
if (astro.status !== 0)
  fail(`astro build exited with ${astro.status ?? astro.signal}; out/ was not touched`);
step("astro build");

try {
  const sw = await buildServiceWorker(STAGING, { killSwitch: env.swKillSwitch });
  console.log(
    env.swKillSwitch
      ? "sw.js: the kill switch (unregisters itself, clears the site's caches)"
      : `sw.js: ${sw.precached} files precached`,
  );
  step("service worker");
} catch (error) {
  fail(`the service worker could not be built: ${error instanceof Error ? error.message : error}`);
}

const missing = REQUIRED.filter((file) => !existsSync(path.join(STAGING, file)));
if (missing.length > 0) fail(`the build lacks ${missing.join(", ")}`);

// The old report describes the old out/: gone before the swap, so none ever describes the wrong one.
rmSync(reportPathFor(OUT), { force: true });
await removed; // a build leaves no process behind
if (existsSync(OUT)) renameSync(OUT, PREVIOUS);
renameSync(STAGING, OUT);
// Beside out/, not in it (never deployed): which site this is and whether its content warned.
writeBuildReport(OUT, {
  site: prebuilt.site.name,
  buckets: deploy.buckets,
  graceDays: deploy.graceDays,
  warnings: prebuilt.warnings,
  preview: env.contentPreview,
  readiness: prebuilt.readiness,
  git,
  builtAt: buildDate.toISOString(),
  buildId: codeBuildId(process.cwd(), env.buildIdSalt),
  articles: prebuilt.articles,
  upcoming: prebuilt.upcoming,
  settings: {
    contentDir: path.relative(process.cwd(), env.contentDir).split(path.sep).join("/"),
    buildIdSalt: env.buildIdSalt,
    swKillSwitch: env.swKillSwitch,
  },
});
step("checks and swap");
console.log(`site written to ${path.relative(process.cwd(), OUT)}/`);
