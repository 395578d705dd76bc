import { type RefObject, useEffect, useId, useLayoutEffect, useMemo, useState } from "react";
import { SiteLink } from "@/components/ui/site-link";
import type { Language } from "@/lib/i18n/languages";
import type { SearchText } from "@/lib/i18n/schema";
import { highlight, type Segment } from "@/lib/search/highlight";
import { searchLanguage } from "@/lib/search/languages";
import { isSearchable } from "@/lib/search/query";
import type { KeyHandler, PanelView } from "./search-contract";
import { liveText, type ResultOption, resultOptions } from "./search-options";
import styles from "./search-panel.module.css";
import { useSearch } from "./use-search";

export interface SearchPanelProps {
  /** The site's language: until the index says it, it decides how short a query may be. */
  language: Language;
  /** The search texts of the site's language. */
  text: SearchText;
  query: string;
  open: boolean;
  /** The title index download the box started on first focus. */
  index: Promise<Response>;
  listId: string;
  root: RefObject<HTMLDivElement | null>;
  keys: RefObject<KeyHandler | null>;
  onView: (view: PanelView) => void;
  onClose: () => void;
}

function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((s, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity but their order
    s.mark ? <mark key={i}>{s.text}</mark> : s.text,
  );
}

/** A category opens its listing here; an article opens in a new tab (docs/behaviour.md#search-rules). */
function OptionLink(props: {
  newTab: string;
  option: ResultOption;
  active: boolean;
  segments: Segment[];
  onClose: () => void;
}) {
  const { newTab, option, active, segments, onClose } = props;
  const common = {
    id: option.id,
    role: "option",
    "aria-selected": active,
    tabIndex: -1,
    className: styles.option,
  } as const;
  const body = (
    <>
      <span className={styles.title}>
        <Marked segments={segments} />
      </span>
      {option.meta && <span className={styles.meta}>{option.meta}</span>}
    </>
  );
  return option.kind === "category" ? (
    <SiteLink {...common} href={option.href} onClick={onClose}>
      {body}
    </SiteLink>
  ) : (
    <a {...common} href={option.href} target="_blank" rel="noopener">
      {body}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
}

/** The result list under the search box: loaded on first focus, with the index. */
export default function SearchPanel(props: SearchPanelProps) {
  const { language, text, query, open, index, listId, root, keys, onView, onClose } = props;
  const { status, pending, index: searchIndex, outcome } = useSearch(query, index, open);
  const [active, setActive] = useState(-1);
  const [announced, setAnnounced] = useState("");
  const idBase = useId();
  const shown = open && isSearchable(query, searchIndex?.language ?? searchLanguage(language));
  const options = useMemo(
    () => (searchIndex && outcome ? resultOptions(searchIndex, outcome, idBase) : []),
    [searchIndex, outcome, idBase],
  );
  const expanded = shown && options.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new result list starts unselected
  useEffect(() => setActive(-1), [options]);
  // Before paint: the input's ARIA state never lags behind the list a reader sees.
  useLayoutEffect(() => {
    onView({ expanded, active: options[active]?.id });
    if (active >= 0)
      document.getElementById(options[active]?.id ?? "")?.scrollIntoView?.({ block: "nearest" });
  }, [expanded, active, options, onView]);

  useEffect(() => {
    keys.current = (event) => {
      const count = options.length;
      if (event.key === "ArrowDown" && count > 0) setActive((a) => (a + 1) % count);
      else if (event.key === "ArrowUp" && count > 0) setActive((a) => (a <= 0 ? count - 1 : a - 1));
      else if (event.key === "Enter") {
        const chosen = options[active] ?? options.find((o) => o.kind === "article");
        if (!chosen) return false;
        if (chosen.kind === "article") window.open(chosen.href, "_blank", "noopener");
        else document.getElementById(chosen.id)?.click();
      } else return false;
      return true;
    };
  }, [keys, options, active]);

  // Clicking or moving focus anywhere else closes the list.
  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener("pointerdown", away);
    document.addEventListener("focusin", away);
    return () => {
      document.removeEventListener("pointerdown", away);
      document.removeEventListener("focusin", away);
    };
  }, [open, root, onClose]);

  // Screen readers hear the count once typing pauses, not at every letter.
  const live = shown ? liveText(text, status, pending, outcome) : "";
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(live), 500);
    return () => clearTimeout(timer);
  }, [live]);

  const parsed = outcome?.query;
  let message = "";
  if (!shown) message = "";
  else if (status === "loading" || (pending && options.length === 0)) message = text.loading;
  else if (status === "error") message = text.unavailable;
  else if (options.length === 0) message = text.noResults(query.trim());

  const group = (kind: ResultOption["kind"], label: string) => {
    const members = options.filter((o) => o.kind === kind);
    if (members.length === 0 || !parsed) return null;
    return (
      // biome-ignore lint/a11y/useSemanticElements: a listbox may hold groups, not fieldsets
      <div role="group" aria-label={label} className={styles.group}>
        <div aria-hidden="true" className={`eyebrow-muted ${styles.groupLabel}`}>
          {label}
        </div>
        {members.map((option) => (
          <OptionLink
            key={option.id}
            newTab={text.newTab}
            option={option}
            active={option.id === options[active]?.id}
            segments={highlight(option.text, parsed, option.keys, option.anywhere)}
            onClose={onClose}
          />
        ))}
      </div>
    );
  };

  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
      <div className={styles.results} hidden={!shown}>
        {message && <p className={styles.status}>{message}</p>}
        {outcome?.corrected && options.length > 0 && (
          <p className={styles.note}>{text.corrected}</p>
        )}
        {options.length > 0 && (
          <div id={listId} role="listbox" aria-label={text.results} className={styles.list}>
            {group("category", text.categories)}
            {group("article", text.articles)}
          </div>
        )}
      </div>
    </>
  );
}
