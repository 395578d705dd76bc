import { classes } from "@/components/ui/classes";
import { SiteLink } from "@/components/ui/site-link";
import type { ArticleSummary, PlacementRef } from "@/lib/content/types";
import styles from "./article-pager.module.css";

interface Props {
  /** The listing both neighbours come from: the article's primary subcategory (or category). */
  listing: PlacementRef | null;
  previous: ArticleSummary | null;
  next: ArticleSummary | null;
}

/** The older and the newer article of the same subcategory, as its listing orders them. */
export function ArticlePager({ listing, previous, next }: Props) {
  if (!listing || (!previous && !next)) return null;
  return (
    <nav aria-label={`${listing.title}: önceki ve sonraki yazı`} className={styles.pager}>
      {previous && (
        <SiteLink href={previous.path} className={classes(styles.link, styles.previous)}>
          <span className="eyebrow-muted">← Önceki yazı</span>
          <span className={styles.title}>{previous.title}</span>
        </SiteLink>
      )}
      {next && (
        <SiteLink href={next.path} className={classes(styles.link, styles.next)}>
          <span className="eyebrow-muted">Sonraki yazı →</span>
          <span className={styles.title}>{next.title}</span>
        </SiteLink>
      )}
    </nav>
  );
}
