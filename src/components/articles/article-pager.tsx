import { classes } from "@/components/ui/classes";
import { SiteLink } from "@/components/ui/site-link";
import type { ArticleSummary, PlacementRef } from "@/lib/content/types";
import type { Dictionary } from "@/lib/i18n";
import styles from "./article-pager.module.css";

interface Props {
  t: Dictionary;
  /** The listing both neighbours come from: the article's primary subcategory (or category). */
  listing: PlacementRef | null;
  previous: ArticleSummary | null;
  next: ArticleSummary | null;
}

/** The older and the newer article of the same subcategory, as its listing orders them. */
export function ArticlePager({ t, listing, previous, next }: Props) {
  if (!listing || (!previous && !next)) return null;
  return (
    <nav aria-label={t.article.pager(listing.title)} className={styles.pager}>
      {previous && (
        <SiteLink href={previous.path} className={classes(styles.link, styles.previous)}>
          <span className="eyebrow-muted">{t.article.previous}</span>
          <span className={styles.title}>{previous.title}</span>
        </SiteLink>
      )}
      {next && (
        <SiteLink href={next.path} className={classes(styles.link, styles.next)}>
          <span className="eyebrow-muted">{t.article.next}</span>
          <span className={styles.title}>{next.title}</span>
        </SiteLink>
      )}
    </nav>
  );
}
