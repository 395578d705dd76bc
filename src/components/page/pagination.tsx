import { SiteLink } from "@/components/ui/site-link";
import { pageWindow } from "@/lib/content/pagination";
import { paths } from "@/lib/paths";
import styles from "./pagination.module.css";

interface Props {
  /** The listing's own URL (its page 1). */
  listingPath: string;
  page: number;
  pageCount: number;
  /** What the pages list, for screen readers: "Cilt Bakımı yazıları". */
  label: string;
}

/** Links to the other pages of a listing; nothing when the listing fits on one page. */
export function Pagination({ listingPath, page, pageCount, label }: Props) {
  if (pageCount <= 1) return null;
  const href = (p: number) => paths.listingPage(listingPath, p);
  return (
    <nav aria-label={`${label}: sayfalar`} className={styles.nav} data-print="hide">
      {page > 1 ? (
        <SiteLink href={href(page - 1)} rel="prev" className={styles.step}>
          ← Önceki
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
                  <span className="visually-hidden">Sayfa </span>
                  {p}
                </span>
              ) : (
                <SiteLink href={href(p)} className={styles.page}>
                  <span className="visually-hidden">Sayfa </span>
                  {p}
                </SiteLink>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <SiteLink href={href(page + 1)} rel="next" className={styles.step}>
          Sonraki →
        </SiteLink>
      ) : (
        <span className={styles.spacer} />
      )}
    </nav>
  );
}
