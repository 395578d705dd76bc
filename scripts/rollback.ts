/**
 * `npm run deploy -- --env prod --rollback`: the previous live build back, made again from what
 * the bucket's manifest recorded about it (its commit, date and settings): the commit is checked
 * out in a temporary work tree, built with the same BUILD_DATE and settings, and deployed only
 * when the result is byte for byte the build that was live (the digest of its files). Builds
 * are deterministic, so this needs nothing kept in the bucket beyond the manifest; a deploy
 * keeps the newer build's files for the grace period, so open tabs keep working.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildFactsOf, readBuildReport } from "@/lib/deploy/build-report";
import { type DeployEnv, notReadyForReaders } from "@/lib/deploy/checks";
import { buildDigest } from "@/lib/deploy/digest";
import { type DeployManifest, MANIFEST_KEY, parseManifest } from "@/lib/deploy/manifest";
import { deploy, readBuild } from "@/lib/deploy/run";
import { describeBuild } from "@/lib/deploy/status-text";
import type { DeployStore } from "@/lib/deploy/store";
import { tsxIn } from "./run-command";

export type RollbackOutcome = { ok: true; lines: string[] } | { ok: false; reasons: string[] };

export async function rollback(input: {
  store: DeployStore;
  env: DeployEnv;
  dryRun: boolean;
  /** The project's git work tree (its history holds the commit to build). */
  project: string;
}): Promise<RollbackOutcome> {
  const { store } = input;
  const manifest = parseManifest(await store.read(MANIFEST_KEY));
  const target = manifest?.previous;
  if (!manifest || !target)
    return {
      ok: false,
      reasons: [
        `nothing to roll back to: ${store.name} records no build before the live one${manifest?.live ? ` (live: ${describeBuild(manifest.live)})` : ""}. Nothing was changed.`,
      ],
    };
  if (!target.commit)
    return {
      ok: false,
      reasons: [`the previous build was not made from a commit: it cannot be made again`],
    };
  if (input.dryRun)
    return {
      ok: true,
      lines: [
        `Would build commit ${target.commit} again (BUILD_DATE=${target.builtAt}) and deploy it to ${store.name}:`,
        `  restore: ${describeBuild(target)}`,
        `  replace: ${manifest.live ? describeBuild(manifest.live) : "an unrecorded build"}`,
        "Dry run: nothing was changed.",
      ],
    };

  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: input.project, encoding: "utf8", stdio: "pipe" });
  try {
    git("cat-file", "-e", `${target.commit}^{commit}`);
  } catch {
    return {
      ok: false,
      reasons: [
        `commit ${target.commit} is not in this clone: fetch the history (git fetch origin ${target.commit}, or a checkout with fetch-depth: 0) and run again. Nothing was changed.`,
      ],
    };
  }
  const tree = path.join(mkdtempSync(path.join(tmpdir(), "isilti-rollback-")), "tree");
  try {
    git("worktree", "add", "--detach", tree, target.commit);
    const prepared = prepareDependencies(input.project, tree, target.commit, git);
    if (prepared) return { ok: false, reasons: [prepared] };
    const built = buildAgain(tree, manifest, target);
    if (built) return { ok: false, reasons: [built] };

    const out = path.join(tree, "out");
    const report = readBuildReport(out);
    const digest = buildDigest(await readBuild(out));
    if (digest !== target.digest)
      return {
        ok: false,
        reasons: [
          `commit ${target.commit.slice(0, 12)} built again is not the build that was live (its files' digest is ${digest.slice(0, 12)}, the manifest says ${target.digest.slice(0, 12)}): not deploying it. Nothing was changed.`,
        ],
      };
    const notReady = input.env === "prod" ? notReadyForReaders(report) : [];
    if (notReady.length > 0) return { ok: false, reasons: notReady };
    const plan = await deploy({
      store,
      dir: out,
      site: report.site,
      graceDays: report.graceDays,
      build: buildFactsOf(report),
      rollback: true,
    });
    return {
      ok: true,
      lines: [
        `Rolled back ${store.name} to ${describeBuild({ ...target, deployedAt: plan.manifest.deployedAt })}: ${plan.uploads.length} files sent; the newer build's files stay for open tabs until ${plan.retained[0]?.expiresAt ?? "the next deploy"}.`,
        "`npm run deploy -- --env prod --rollback` again would put the newer build back; a deploy of main ends the rollback.",
      ],
    };
  } finally {
    rmSync(path.dirname(tree), { recursive: true, force: true });
    git("worktree", "prune");
  }
}

/**
 * The old commit's dependencies: this checkout's node_modules, hard-linked, when its lock file
 * is the same (no network, seconds); otherwise `npm ci` there. The image cache is linked too:
 * a build only ever adds or removes its files, so the links are safe.
 */
function prepareDependencies(
  project: string,
  tree: string,
  commit: string,
  git: (...args: string[]) => string,
): string | null {
  const lockThen = git("show", `${commit}:package-lock.json`);
  const lockNow = readFileSync(path.join(project, "package-lock.json"), "utf8");
  for (const folder of [".cache/site/img", ...(lockThen === lockNow ? ["node_modules"] : [])]) {
    const from = path.join(project, folder);
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(tree, folder)), { recursive: true });
    execFileSync("cp", ["-al", from, path.join(tree, folder)]);
  }
  if (lockThen === lockNow) return null;
  const install = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], {
    cwd: tree,
    stdio: "inherit",
  });
  return install.status === 0
    ? null
    : `npm ci for commit ${commit.slice(0, 12)} failed (exit ${install.status}). Nothing was changed.`;
}

/** The build of the old commit with the date and settings the manifest recorded for it. */
function buildAgain(
  tree: string,
  manifest: DeployManifest,
  target: NonNullable<DeployManifest["previous"]>,
): string | null {
  console.log(`Building commit ${target.commit?.slice(0, 12)} again at ${target.builtAt}…`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BUILD_DATE: target.builtAt,
    SITE: manifest.site,
    CONTENT_DIR: target.settings.contentDir,
    BUILD_ID_SALT: target.settings.buildIdSalt,
    SW_KILL_SWITCH: target.settings.swKillSwitch ? "1" : "0",
    CONTENT_PREVIEW: "0",
    ASTRO_TELEMETRY_DISABLED: "1",
  };
  // As `npm run build` runs: a test runner's NODE_ENV would change what the bundler writes.
  Reflect.deleteProperty(env, "NODE_ENV");
  const build = spawnSync(tsxIn(tree), ["scripts/build.ts"], {
    cwd: tree,
    stdio: ["ignore", "inherit", "inherit"],
    env,
  });
  return build.status === 0
    ? null
    : `the build of commit ${target.commit?.slice(0, 12)} failed (exit ${build.status ?? build.signal}). Nothing was changed.`;
}
