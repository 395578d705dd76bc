import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type CommandResult, runCommand, tsxIn } from "../../scripts/run-command";

/** The project's files as the work tree has them: tracked and new, minus what git ignores. */
function projectFiles(root = process.cwd()): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && existsSync(path.join(root, file)));
}

/** Hard-links a folder into place (instant on one filesystem), or copies it where links are not possible. */
export function linkTree(from: string, to: string): void {
  if (!existsSync(from)) return;
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    execFileSync("cp", ["-al", from, to]);
  } catch {
    cpSync(from, to, { recursive: true });
  }
}

export interface ProjectCopy {
  dir: string;
  cleanup: () => void;
}

/**
 * A copy of the project in a temporary folder, for builds that must not touch the real out/
 * or image cache. The source files are copied (so edits stay in the copy); node_modules
 * is hard-linked (the bundler resolves through it as through the project's own), and so is
 * the image cache in .cache/site/img, so images are not encoded again. The cache's files are only
 * ever added or removed by a build, never rewritten, so the links are safe.
 * `skip` leaves out files whose project path starts with one of its prefixes.
 */
export function copyProject({
  skip = [],
  root = process.cwd(),
}: {
  skip?: string[];
  root?: string;
} = {}): ProjectCopy {
  const dir = mkdtempSync(path.join(tmpdir(), "isilti-copy-"));
  for (const file of projectFiles(root)) {
    if (skip.some((prefix) => file.startsWith(prefix))) continue;
    if (lstatSync(path.join(root, file)).isDirectory()) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(dir, file));
  }
  linkTree(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  linkTree(path.join(root, ".cache/site/img"), path.join(dir, ".cache/site/img"));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Runs `npm run build` (scripts/build.ts) in a project copy with extra environment settings.
 * `onSpawn` gets the build's process id as it starts (the scale bench samples its memory);
 * `onOutput` its output as it comes (the scale bench prints progress from it).
 */
export function buildIn(
  dir: string,
  env: Record<string, string> = {},
  onSpawn?: (pid: number) => void,
  onOutput?: (chunk: string) => void,
): Promise<CommandResult> {
  // Vitest sets NODE_ENV=test; a build runs as `npm run build` does, without it.
  const buildEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", ...env };
  Reflect.deleteProperty(buildEnv, "NODE_ENV");
  return runCommand(tsxIn(dir), ["scripts/build.ts"], {
    cwd: dir,
    env: buildEnv,
    onSpawn,
    onOutput,
  });
}

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
function listTree(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(path.relative(dir, full).split(path.sep).join("/"));
    }
  };
  walk(dir);
  return files.sort();
}

/** Files that differ between two trees: added, removed or with other bytes. */
export function diffTrees(
  a: string,
  b: string,
): { added: string[]; removed: string[]; changed: string[] } {
  const left = new Set(listTree(a));
  const right = new Set(listTree(b));
  const changed: string[] = [];
  for (const file of left) {
    if (
      right.has(file) &&
      !readFileSync(path.join(a, file)).equals(readFileSync(path.join(b, file)))
    )
      changed.push(file);
  }
  return {
    added: [...right].filter((file) => !left.has(file)),
    removed: [...left].filter((file) => !right.has(file)),
    changed,
  };
}
