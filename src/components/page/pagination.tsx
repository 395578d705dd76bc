import { SiteLink } from "@/components/ui/site-link";
import { pageWindow } from "@/lib/content/queries/pagination";
import type { Dictionary } from "@/lib/i18n";
import { paths } from "@/lib/paths";
import styles from "./pagination.module.css";

interface Props {
  t: Dictionary;
  /** The listing's own URL (its page 1). */
  listingPath: string;
  page: number;
  pageCount: number;
  /** What the pages list, for screen readers: "Cilt Bakımı yazıları" (`listing.categoryArticles`). */
  label: string;
}

/** Links to the other pages of a listing; nothing when the listing fits on one page. */
export function Pagination({ t, listingPath, page, pageCount, label }: Props) {
  if (pageCount <= 1) return null;
  const href = (p: number) => paths.listingPage(listingPath, p);
  const { pageBefore, pageAfter } = t.pagination;
  // The number is shown; the word around it is read ("Sayfa 3", "3페이지").
  const number = (p: number) => (
    <>
      {pageBefore && <span className="visually-hidden">{pageBefore}</span>}
      {p}
      {pageAfter && <span className="visually-hidden">{pageAfter}</span>}
    </>
  );
  return (
    <nav aria-label={t.pagination.label(label)} className={styles.nav} data-print="hide">
      {page > 1 ? (
        <SiteLink href={href(page - 1)} rel="prev" className={styles.step}>
          {t.pagination.previous}
        </SiteLink>
      ) : (
        <span className={styles.spacer} />
      )}
      <ol className={styles.pages}>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={styles.current}>
                  {number(p)}
                </span>
              ) : (
                <SiteLink href={href(p)} className={styles.page}>
                  {number(p)}
                </SiteLink>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <SiteLink href={href(page + 1)} rel="next" className={styles.step}>
          {t.pagination.next}
        </SiteLink>
      ) : (
        <span className={styles.spacer} />
      )}
    </nav>
  );
}
