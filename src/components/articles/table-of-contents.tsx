import type { TocEntry } from "@/lib/content/types";
import type { Dictionary } from "@/lib/i18n";
import styles from "./table-of-contents.module.css";

/**
 * The article's `##` headings as anchor links (built with the content: src/lib/content/loading/markdown.ts).
 * A <details>: folded on phones, where it would push the text down; on wider screens the list
 * is always shown (CSS only, no script, nothing moves after the first paint).
 */
export function TableOfContents({ t, entries }: { t: Dictionary; entries: readonly TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t.article.contents} className={styles.toc} data-print="hide">
      <details className={styles.details}>
        <summary className={styles.summary}>
          {t.article.contents}{" "}
          <span className={styles.count}>{t.article.sections(entries.length)}</span>
        </summary>
        <ol className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.text}</a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
