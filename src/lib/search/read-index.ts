import { readTitleIndex } from "./engine";
import type { SearchSource } from "./source";
import type { SplitBaseFile } from "./split-file";
import { readSplitIndex } from "./split-source";
import { wholeSource } from "./whole-source";

/** Reads /search-index.json, whichever way the build wrote it (./site-files.ts). */
export function readSearchIndex(file: unknown): SearchSource {
  const data = file as Partial<SplitBaseFile> | null;
  return data !== null && typeof data === "object" && "split" in data
    ? readSplitIndex(data)
    : wholeSource(readTitleIndex(file));
}
