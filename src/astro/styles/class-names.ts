import { createHash } from "node:crypto";
import path from "node:path";

/** Base-36 characters of a file's hash in its class names: 1.7 million values. */
const FILE_HASH_LENGTH = 4;

/**
 * CSS-module class names as `{local}_{file}`: the class's own name and four characters naming
 * its file. Vite's default (`_{local}_{hash}_{line}`) is about six characters longer, and a
 * listing page carries a few hundred class attributes: 270-290 bytes of a page's Brotli body,
 * which must fit the first round trip (docs/performance.md). The file's part comes from its
 * path in the project, so the page build and the client build, run separately, name a class
 * alike, and so do two checkouts in different folders. Two files whose paths hash alike would
 * share names: the build stops with both named rather than let one file's rules style the other.
 */
export function shortClassNames(root: string): (local: string, filename: string) => string {
  const fileOfHash = new Map<string, string>();
  return (local, filename) => {
    const file = path
      .relative(root, filename.split("?")[0] ?? filename)
      .split(path.sep)
      .join("/");
    const hash = fileHash(file);
    const known = fileOfHash.get(hash);
    if (known === undefined) fileOfHash.set(hash, file);
    else if (known !== file)
      throw new Error(
        `CSS modules ${known} and ${file} hash alike (${hash}): rename one of the two files`,
      );
    return `${local}_${hash}`;
  };
}

/** A file's short, stable name: base-36 characters of its path's SHA-256. */
export function fileHash(file: string): string {
  const digest = createHash("sha256").update(file).digest();
  return digest
    .readUInt32BE(0)
    .toString(36)
    .padStart(FILE_HASH_LENGTH, "0")
    .slice(0, FILE_HASH_LENGTH);
}
