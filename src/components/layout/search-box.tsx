import { type ComponentType, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import type { KeyHandler, PanelView } from "@/components/search/search-contract";
import type { SearchPanelProps } from "@/components/search/search-panel";
import { SEARCH_TEXT } from "@/lib/i18n/islands";
import type { Language } from "@/lib/i18n/languages";
import type { SearchText } from "@/lib/i18n/schema";
import { paths } from "@/lib/paths";
import styles from "./search-box.module.css";

/** In place of the result list when its code cannot be loaded (offline, a deploy in between). */
function SearchUnavailable({ open, text }: { open: boolean; text: SearchText }) {
  return open ? (
    <p className={styles.unavailable} role="status">
      {text.unavailable}
    </p>
  ) : null;
}

// Matching, ranking and the result list load on first focus: no page pays for them up front.
const SearchPanel = lazy<ComponentType<SearchPanelProps>>(() =>
  import("@/components/search/search-panel").catch(() => ({ default: SearchUnavailable })),
);

/** An island: it gets the site's language and reads its own texts (src/lib/i18n/islands.ts). */
export function SearchBox({ language }: { language: Language }) {
  const text = SEARCH_TEXT[language];
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState<Promise<Response>>();
  const [view, setView] = useState<PanelView>({ expanded: false });
  const keys = useRef<KeyHandler>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const expanded = open && view.expanded;

  const start = () => {
    // The index download starts with the code's, not after it.
    setIndex((started) => {
      if (started) return started;
      const request = fetch(paths.searchIndex);
      // Read (and its failure shown) by the result list; never an unhandled rejection.
      request.catch(() => undefined);
      return request;
    });
    setOpen(true);
  };

  // The app's scripts start after the page has loaded: a reader may have focused the box and
  // typed before this component could listen. Take over where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page becomes interactive
  useEffect(() => {
    const input = inputRef.current;
    if (!input || document.activeElement !== input) return;
    if (input.value) setQuery(input.value);
    start();
  }, []);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not a landmark in browsers before 2023
    <div ref={rootRef} className={styles.root} role="search">
      <div className={styles.field}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className={styles.icon}>
          <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          type="search"
          role="combobox"
          className={styles.input}
          placeholder={text.placeholder}
          aria-label={text.label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          // Only while the list is in the page: a reference to a missing id is invalid HTML.
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded ? view.active : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          ref={inputRef}
          value={query}
          onFocus={start}
          onChange={(event) => {
            setQuery(event.target.value);
            start();
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape" && open) {
              // Closes the list; a second Escape clears the text (the browser's own behaviour).
              event.preventDefault();
              setOpen(false);
            } else if (!open && event.key === "ArrowDown") {
              setOpen(true);
            } else if (open && keys.current?.(event)) {
              event.preventDefault();
            }
          }}
        />
      </div>
      {index && (
        <Suspense fallback={null}>
          <SearchPanel
            language={language}
            text={text}
            query={query}
            open={open}
            index={index}
            listId={listId}
            root={rootRef}
            keys={keys}
            onView={setView}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
