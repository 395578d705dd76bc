import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIn, copyProject, linkTree } from "./project-copy";

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
 * Builds the project again in a copy (tests/support/project-copy.ts), with `edits` to source
 * files and extra environment: a "new build" of the same content. Returns the built site folder.
 */
export async function buildVariant(
  edits: Record<string, (source: string) => string>,
  env: Record<string, string>,
): Promise<{ out: string; cleanup: () => void }> {
  const copy = copyProject();
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(copy.dir, file);
    const before = readFileSync(target, "utf8");
    const after = edit(before);
    if (after === before) throw new Error(`the edit of ${file} changed nothing`);
    writeFileSync(target, after);
  }
  const run = await buildIn(copy.dir, env);
  if (run.code !== 0) {
    copy.cleanup();
    throw new Error(
      `the second build failed (${run.code}):\n${`${run.stdout}\n${run.stderr}`.slice(-3000)}`,
    );
  }
  return { out: path.join(copy.dir, "out"), cleanup: copy.cleanup };
}
