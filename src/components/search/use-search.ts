import { useEffect, useMemo, useRef, useState } from "react";
import { paths } from "@/lib/paths";
import {
  type DeepIndex,
  readDeepIndex,
  readTitleIndex,
  type TitleIndex,
} from "@/lib/search/engine";
import { type SearchOutcome, search } from "@/lib/search/search";

async function readJson<T>(response: Promise<Response>, read: (json: unknown) => T): Promise<T> {
  const answer = await response;
  if (!answer.ok) throw new Error(`search index: HTTP ${answer.status}`);
  return read(await answer.json());
}

// One read per download, however often effects run; one deep download per title index.
const titleReads = new WeakMap<Promise<Response>, Promise<TitleIndex>>();
const deepReads = new WeakMap<TitleIndex, Promise<DeepIndex>>();

function readTitle(source: Promise<Response>): Promise<TitleIndex> {
  let read = titleReads.get(source);
  if (!read) {
    read = readJson(source, readTitleIndex);
    titleReads.set(source, read);
  }
  return read;
}

function readDeep(title: TitleIndex): Promise<DeepIndex> {
  let read = deepReads.get(title);
  if (!read) {
    read = readJson(fetch(paths.searchDeepIndex), readDeepIndex);
    // A failed download may be tried again by a later keystroke.
    read.catch(() => deepReads.delete(title));
    deepReads.set(title, read);
  }
  return read;
}

export type IndexStatus = "loading" | "error" | "ready";

export interface SearchState {
  status: IndexStatus;
  /** The deep index is wanted and on its way. */
  deepPending: boolean;
  title: TitleIndex | null;
  outcome: SearchOutcome | null;
}

/**
 * Loads the title index (already requested by the box), runs the search on every change of
 * the text, and fetches the deep index the first time titles give too few results.
 */
export function useSearch(query: string, first: Promise<Response>, open: boolean): SearchState {
  const [source, setSource] = useState(first);
  const [status, setStatus] = useState<IndexStatus>("loading");
  const [title, setTitle] = useState<TitleIndex | null>(null);
  const [deep, setDeep] = useState<DeepIndex | null>(null);

  useEffect(() => {
    let live = true;
    setStatus("loading");
    readTitle(source).then(
      (index) => {
        if (!live) return;
        setTitle(index);
        setStatus("ready");
      },
      () => live && setStatus("error"),
    );
    return () => {
      live = false;
    };
  }, [source]);

  // After a failed download, coming back to the box (not every render) tries again.
  const failed = useRef(false);
  failed.current = status === "error";
  useEffect(() => {
    if (open && failed.current) setSource(fetch(paths.searchIndex));
  }, [open]);

  const outcome = useMemo(() => (title ? search(title, deep, query) : null), [title, deep, query]);

  const wantsDeep = title !== null && deep === null && outcome?.needsDeep === true;
  const [deepFailed, setDeepFailed] = useState(false);
  useEffect(() => {
    if (!wantsDeep || !title) return;
    let live = true;
    setDeepFailed(false);
    readDeep(title).then(
      (index) => live && setDeep(index),
      () => live && setDeepFailed(true), // titles alone still answer
    );
    return () => {
      live = false;
    };
  }, [wantsDeep, title]);

  return { status, deepPending: wantsDeep && !deepFailed, title, outcome };
}
