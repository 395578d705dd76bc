import { useEffect, useMemo, useRef, useState } from "react";
import { paths } from "@/lib/paths";
import { readTitleIndex } from "@/lib/search/engine";
import { type SearchOutcome, search } from "@/lib/search/search";
import type { SearchSource } from "@/lib/search/source";
import { isSplitBase } from "@/lib/search/split-file";
import { wholeSource } from "@/lib/search/whole-source";

async function readJson(response: Promise<Response>): Promise<unknown> {
  const answer = await response;
  if (!answer.ok) throw new Error(`search index: HTTP ${answer.status}`);
  return answer.json();
}

/** /search-index.json read: a large archive's reader is code of its own, which a small site never loads. */
async function readIndex(file: unknown): Promise<SearchSource> {
  if (!isSplitBase(file)) return wholeSource(readTitleIndex(file));
  const { readSplitIndex } = await import("@/lib/search/split-source");
  return readSplitIndex(file);
}

// One read per download of the first file, however often effects run.
const firstReads = new WeakMap<Promise<Response>, Promise<SearchSource>>();

function readFirst(source: Promise<Response>): Promise<SearchSource> {
  let read = firstReads.get(source);
  if (!read) {
    read = readJson(source).then(readIndex);
    firstReads.set(source, read);
  }
  return read;
}

// The other files of an index on their way: each is fetched once at a time.
const fileReads = new Map<string, Promise<unknown>>();

function readFile(sig: string, path: string): Promise<unknown> {
  const key = `${sig} ${path}`;
  let read = fileReads.get(key);
  if (!read) {
    read = readJson(fetch(path));
    fileReads.set(key, read);
    const done = () => fileReads.delete(key);
    read.then(done, done);
  }
  return read;
}

export type IndexStatus = "loading" | "error" | "ready";

export interface SearchState {
  status: IndexStatus;
  /** Files the query wants are on their way. */
  pending: boolean;
  index: SearchSource | null;
  /** The answer to show: this query's, or while its files arrive, the last complete one. */
  outcome: SearchOutcome | null;
}

/**
 * Loads the first index file (already requested by the box), runs the search on every change
 * of the text, and fetches what the answer lacks: the deep index when titles give too few
 * results, and for a split index the files of the typed words and of the listed articles.
 */
export function useSearch(query: string, first: Promise<Response>, open: boolean): SearchState {
  const [source, setSource] = useState(first);
  const [firstFailed, setFirstFailed] = useState(false);
  const [index, setIndex] = useState<SearchSource | null>(null);
  const latest = useRef<SearchSource | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [lastReady, setLastReady] = useState<SearchOutcome | null>(null);

  useEffect(() => {
    let live = true;
    setFirstFailed(false);
    readFirst(source).then(
      (read) => {
        if (!live) return;
        latest.current = read;
        setIndex(read);
        setLastReady(null);
      },
      () => live && setFirstFailed(true),
    );
    return () => {
      live = false;
    };
  }, [source]);

  const outcome = useMemo(() => (index ? search(index, query) : null), [index, query]);
  const requiredFailed = outcome?.required.some((path) => failed.has(path)) ?? false;

  // After a failed download, coming back to the box (not every render) tries again.
  const retry = useRef({ firstFailed, failed: false });
  retry.current = { firstFailed, failed: failed.size > 0 };
  useEffect(() => {
    if (!open) return;
    if (retry.current.firstFailed) setSource(fetch(paths.searchIndex));
    else if (retry.current.failed) setFailed(new Set());
  }, [open]);

  useEffect(() => {
    if (outcome?.ready) setLastReady(outcome);
  }, [outcome]);

  useEffect(() => {
    if (!index || !outcome) return;
    const { sig } = index;
    // A file arrives into whatever the index has become since; one of another build is refused.
    const add = (path: string, file: unknown): boolean => {
      const current = latest.current;
      if (!current || current.sig !== sig) return true; // for an index no longer shown
      try {
        latest.current = current.with(path, file);
        setIndex(latest.current);
        return true;
      } catch {
        return false;
      }
    };
    const lost = (path: string, optional: boolean) => {
      // Without an optional file the answer stands on the others (titles alone still answer).
      if (optional) add(path, null);
      setFailed((before) => new Set(before).add(path));
    };
    const want = (path: string, optional: boolean) => {
      if (failed.has(path) || fileReads.has(`${sig} ${path}`)) return;
      readFile(sig, path).then(
        (file) => add(path, file) || lost(path, optional),
        () => lost(path, optional),
      );
    };
    for (const path of outcome.required) want(path, false);
    for (const path of outcome.optional) want(path, true);
  }, [index, outcome, failed]);

  const waiting = outcome
    ? [...outcome.required, ...outcome.optional].some((path) => !failed.has(path))
    : false;
  const shown = outcome && !outcome.ready ? lastReady : outcome;
  const status: IndexStatus =
    firstFailed || requiredFailed ? "error" : index === null ? "loading" : "ready";
  return {
    status,
    pending: waiting && !requiredFailed,
    index,
    outcome: requiredFailed ? null : shown,
  };
}
