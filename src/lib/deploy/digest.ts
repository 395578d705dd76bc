import { createHash } from "node:crypto";

/**
 * One hash for a whole build: over every file's key and content hash, in key order. Two builds
 * with the same digest have the same files with the same bytes: how a rollback knows that the
 * build it made again is the one that was live.
 */
export function buildDigest(files: readonly { key: string; hash: string }[]): string {
  const hash = createHash("sha256");
  for (const file of [...files].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)))
    hash.update(`${file.key}\0${file.hash}\n`);
  return hash.digest("hex");
}
