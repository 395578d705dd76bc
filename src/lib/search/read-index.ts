import { readTitleIndex } from "./engine";
import type { SearchSource } from "./source";
import { isSplitBase } from "./split-file";
import { readSplitIndex } from "./split-source";
import { wholeSource } from "./whole-source";

/**
 * Reads /search-index.json, whichever way the build wrote it (./site-files.ts). The search
 * box loads the split index's reader only for a split index (src/components/search/use-search.ts).
 */
export function readSearchIndex(file: unknown): SearchSource {
  return isSplitBase(file) ? readSplitIndex(file) : wholeSource(readTitleIndex(file));
}
