"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { paths } from "@/lib/paths";
import {
  MIN_QUERY_LENGTH,
  type PreparedEntry,
  prepareEntries,
  type SearchEntry,
  searchTitles,
} from "@/lib/search/match";
import styles from "./search-box.module.css";

/** The title index is a static file, fetched the first time a reader focuses the box. */
export const SEARCH_INDEX_URL = paths.searchIndex;

type IndexState =
  | { status: "idle" | "loading" | "error" }
  | { status: "ready"; entries: PreparedEntry[] };

export function SearchBox() {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState<IndexState>({ status: "idle" });
  const rootRef = useRef<HTMLDivElement>(null);
  const resultsId = useId();

  const loadIndex = () => {
    if (index.status === "loading" || index.status === "ready") return;
    setIndex({ status: "loading" });
    fetch(SEARCH_INDEX_URL)
      .then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.json() as Promise<SearchEntry[]>;
      })
      .then((entries) => setIndex({ status: "ready", entries: prepareEntries(entries) }))
      .catch(() => setIndex({ status: "error" }));
  };

  const results = useMemo(
    () => (index.status === "ready" ? searchTitles(index.entries, query) : []),
    [index, query],
  );
  const active = open && query.trim().length >= MIN_QUERY_LENGTH;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not a landmark in browsers before 2023
    <div ref={rootRef} className={styles.root} role="search">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const first = results[0];
          if (first) window.open(paths.article(first.slug), "_blank", "noopener");
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className={styles.icon}>
          <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          type="search"
          className={styles.input}
          placeholder="Arama"
          aria-label="Makalelerde ara"
          aria-controls={resultsId}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onFocus={() => {
            loadIndex();
            setOpen(true);
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape") setOpen(false);
          }}
        />
      </form>
      <div id={resultsId} className={styles.results} hidden={!active} aria-live="polite">
        {active && index.status === "loading" && <p className={styles.status}>Yükleniyor…</p>}
        {active && index.status === "error" && (
          <p className={styles.status}>
            Arama şu anda kullanılamıyor. Lütfen daha sonra yeniden deneyin.
          </p>
        )}
        {active && index.status === "ready" && results.length === 0 && (
          <p className={styles.status}>“{query.trim()}” için sonuç bulunamadı.</p>
        )}
        {active && results.length > 0 && (
          <ul className={styles.list}>
            {results.map((entry) => (
              <li key={entry.slug}>
                <a
                  href={paths.article(entry.slug)}
                  target="_blank"
                  rel="noopener"
                  className={styles.result}
                >
                  <span className={styles.title}>{entry.title}</span>
                  {entry.category && <span className={styles.category}>{entry.category}</span>}
                  <span className="visually-hidden"> (yeni sekmede açılır)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
