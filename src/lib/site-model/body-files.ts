import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

/**
 * Rendered article bodies as files named by their content's hash, outside the source tree. The
 * content collection stores only each body's file name, so that Astro's data store (held in
 * memory, written to its file and bundled into the build's page code) carries the model alone,
 * and each page reads its own body from here.
 */
export const BODIES_DIR = path.resolve(".cache/bodies");

/**
 * Writes each body not yet on disk; returns the file name of each article's body, by slug. A
 * name is the hash of the HTML, so a changed body is a new file: a page being rendered while
 * the content reloads still reads the body it was given.
 */
export function writeBodyFiles(
  bodies: ReadonlyMap<string, string>,
  dir = BODIES_DIR,
): Map<string, string> {
  mkdirSync(dir, { recursive: true });
  const files = new Map<string, string>();
  for (const [slug, html] of bodies) {
    const file = `${createHash("sha256").update(html).digest("hex")}.html`;
    const full = path.join(dir, file);
    if (!existsSync(full)) {
      // Renamed into place whole: an interrupted build never leaves a torn body under its name.
      writeFileSync(`${full}.tmp`, html);
      renameSync(`${full}.tmp`, full);
    }
    files.set(slug, file);
  }
  return files;
}

/** Removes the files (and leftovers of interrupted writes) that no current body names. */
export function pruneBodyFiles(named: Iterable<string>, dir = BODIES_DIR): number {
  if (!existsSync(dir)) return 0;
  const keep = new Set(named);
  let removed = 0;
  for (const name of readdirSync(dir)) {
    if (keep.has(name)) continue;
    rmSync(path.join(dir, name), { force: true });
    removed++;
  }
  return removed;
}

export function readBodyFile(file: string, dir = BODIES_DIR): string {
  return readFileSync(path.join(dir, file), "utf8");
}
