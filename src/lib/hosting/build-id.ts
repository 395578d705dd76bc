import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The build ID every page carries (`<meta name="build-id">`), derived from the code and its
 * dependencies, never from content. A content-only change keeps the ID and the scripts: open
 * tabs stay compatible and a deploy sends only the pages that show the change. A code change
 * gives a new ID, which is what tells open tabs to load the next page in full
 * (src/astro/runtime/loader.ts).
 */

/** Files outside src/ that shape the client code. */
export const BUILD_INPUTS = ["astro.config.ts", "tsconfig.json", "package-lock.json"];

/** Tests never reach the bundle: editing one must not invalidate open tabs. */
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/** A build ID from named inputs: sorted, so the order files are listed in never matters. */
export function buildIdOf(
  inputs: readonly { path: string; bytes: Buffer | string }[],
  salt = "",
): string {
  const hash = createHash("sha256").update(`salt\0${salt}\0`);
  for (const input of [...inputs].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)))
    hash.update(`${input.path}\0`).update(input.bytes).update("\0");
  const digest = hash.digest("hex");
  // No "ad" in it (ad blockers hide such URLs and strings); pick another slice, deterministically.
  for (let i = 0; ; i++) {
    const id = createHash("sha256").update(`${digest}${i}`).digest("hex").slice(0, 20);
    if (!/ad/i.test(id)) return id;
  }
}

/**
 * Source files under `src/` as project-relative paths: from git where the folder is a work
 * tree (tracked and new files, not ignored ones), else every file (a copy of the project).
 */
export function sourceFiles(root: string): string[] {
  let files: string[];
  try {
    files = execFileSync(
      "git",
      ["ls-files", "--cached", "--others", "--exclude-standard", "-z", "--", "src"],
      { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    )
      .split("\0")
      .filter(Boolean);
  } catch {
    files = walk(root, "src");
  }
  return files.filter((file) => !isTestFile(file));
}

function walk(root: string, dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...walk(root, rel));
    else found.push(rel);
  }
  return found;
}

/** The build ID of the project at `root`; `BUILD_ID_SALT` forces a new one (tests of a code change). */
export function codeBuildId(root: string, salt: string): string {
  const inputs = [...sourceFiles(root), ...BUILD_INPUTS].flatMap((file) => {
    try {
      return [{ path: file, bytes: readFileSync(path.join(root, file)) }];
    } catch {
      return []; // listed by git but deleted in the work tree, or an optional input
    }
  });
  return buildIdOf(inputs, salt);
}
