import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(".");

/** Hard-links a folder's files into a new one (instant; the build never edits files in place). */
function linkTree(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    execFileSync("cp", ["-al", from, to]);
  } catch {
    cpSync(from, to, { recursive: true });
  }
}

/**
 * A folder served as the site whose content is swapped for another build while the server
 * runs, as a deploy does: every build is linked in beforehand, and a swap is two renames.
 */
export function swappableSite(builds: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "isilti-site-"));
  for (const [name, built] of Object.entries(builds)) linkTree(built, path.join(root, name));
  const dir = path.join(root, "site");
  let current: string | null = null;
  return {
    dir,
    show(name: string) {
      if (current) renameSync(dir, path.join(root, current));
      renameSync(path.join(root, name), dir);
      current = name;
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * Builds the project again in a temporary copy (node_modules and the image cache hard-linked,
 * as scripts/bench.ts does), with `edits` to source files and extra environment: a "new
 * build" of the same content. Returns the built site folder.
 */
export function buildVariant(
  edits: Record<string, (source: string) => string>,
  env: Record<string, string>,
): { out: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "isilti-build-"));
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\n")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    try {
      cpSync(path.join(ROOT, file), path.join(dir, file));
    } catch {
      // listed but deleted in the work tree
    }
  }
  linkTree(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  linkTree(path.join(ROOT, "public/img"), path.join(dir, "public/img"));
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(dir, file);
    const before = readFileSync(target, "utf8");
    const after = edit(before);
    if (after === before) throw new Error(`the edit of ${file} changed nothing`);
    writeFileSync(target, after);
  }
  // Vitest sets NODE_ENV=test; a build must not inherit it.
  const { NODE_ENV: _, ...inherited } = process.env;
  const run = spawnSync(path.join(dir, "node_modules/.bin/tsx"), ["scripts/build.ts"], {
    cwd: dir,
    env: { ...inherited, ...env } as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 540_000,
  });
  if (run.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `the second build failed (${run.status}):\n${`${run.stdout}\n${run.stderr}`.slice(-3000)}`,
    );
  }
  return {
    out: path.join(dir, "out"),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
