/**
 * The Astro build of the site, beside the Next one while the page layer moves (docs/astro-move.md):
 * the same prebuild (content, images, cards, snapshot), then `astro build` into out-astro/.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildServiceWorker } from "./build-sw";
import { prebuildInChild } from "./prebuild";
import { envOrExit } from "./support/env";

const env = envOrExit();
const started = Date.now();
const prebuilt = prebuildInChild();
if (!prebuilt) {
  console.error("build failed: content is invalid (see above)");
  process.exit(1);
}
const astro = spawnSync(
  path.resolve("node_modules/.bin/astro"),
  ["build", "--outDir", "out-astro"],
  { stdio: "inherit", env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" } },
);
if (astro.status !== 0) {
  console.error(`build failed: astro build exited with ${astro.status ?? astro.signal}`);
  process.exit(1);
}
const sw = await buildServiceWorker(path.resolve("out-astro"), {
  killSwitch: env.swKillSwitch,
  layout: "astro",
});
console.log(`sw.js: ${sw.precached} files precached`);
console.log(`astro site written to out-astro/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
