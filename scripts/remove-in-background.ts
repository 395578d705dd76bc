/**
 * What a build leaves behind for the next one to delete: the previous site (`out.previous`,
 * kept after the swap). At 10,000 articles that is tens of thousands of files. The folder is
 * moved into `.build-trash` at once (a rename, instant) and deleted by a process of its own
 * while the prebuild, which works on one core, leaves the other idle.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

export const TRASH = path.resolve(".build-trash");

/** Moves `folders` (those that exist) into the trash and deletes the trash in a child process. */
export function removeInBackground(folders: readonly string[], trash = TRASH): Promise<void> {
  mkdirSync(trash, { recursive: true });
  // Whatever an interrupted build left in the trash is deleted too, under other names.
  const stamp = Date.now();
  for (const [i, folder] of folders.entries()) {
    if (!existsSync(folder)) continue;
    try {
      renameSync(folder, path.join(trash, `${stamp}-${i}-${path.basename(folder)}`));
    } catch {
      rmSync(folder, { recursive: true, force: true }); // on another filesystem: no rename
    }
  }
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["-e", "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })", trash],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`deleting ${trash} exited with ${code}`)),
    );
  });
}
