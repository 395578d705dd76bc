/**
 * Keeps `npm ci` working where the registry mirror carries only the Linux builds of some
 * packages: `npm install` then leaves their other platforms' optional packages out of
 * package-lock.json, and `npm ci` refuses the lock as out of sync ("Missing: … from lock
 * file"). This adds those entries (version, os, cpu; marked optional) so the lock matches
 * package.json; npm never fetches them on a platform they are not for.
 *   node scripts/lockfile-platforms.mjs   (after any npm install that rewrites the lock)
 */
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = "package-lock.json";
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;

/** os and cpu from a platform package's name, e.g. cli-linux-x64-musl → linux, x64, musl. */
function platformOf(name) {
  const os = ["darwin", "win32", "linux", "android", "freebsd"].find((o) =>
    name.includes(`-${o}-`),
  );
  const cpu = ["arm64", "x64", "ia32", "arm"].find((c) => new RegExp(`-${c}(-|$)`).test(name));
  if (!os || !cpu) return undefined;
  const libc = name.endsWith("-musl")
    ? ["musl"]
    : name.endsWith("-gnu") || os === "linux"
      ? ["glibc"]
      : undefined;
  return { os: [os], cpu: [cpu], ...(os === "linux" && libc ? { libc } : {}) };
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const path = `node_modules/${dep}`;
    if (packages[path] || packages[`${key}/${path}`]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    packages[path] = { version: range, dev: entry.dev || undefined, optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${LOCK}: ${added} platform entries added`);
