import { ResponsiveImage } from "@/components/media/responsive-image";
import { classes } from "@/components/ui/classes";
import { SiteLink } from "@/components/ui/site-link";
import { placementLabel } from "@/lib/content/model/article-index";
import type { ArticleSummary } from "@/lib/content/types";
import { type Dictionary, formLabel } from "@/lib/i18n";
import { formatDate } from "@/lib/i18n/format";
import { type ImagePreload, imagePreload } from "@/lib/images/preload";
import styles from "./article-card.module.css";

export type CardVariant = "default" | "large" | "compact";

/** `sizes` per variant, matching the grid columns in article-grid.module.css. */
const SIZES: Record<CardVariant, string> = {
  default: "(max-width: 576px) 100vw, (max-width: 1024px) 50vw, 25vw",
  large: "(max-width: 576px) 100vw, (max-width: 1024px) 100vw, 50vw",
  compact: "6rem",
};

/** The preload of a card's image, for a page whose largest paint it is. */
export function cardImagePreload(
  article: Pick<ArticleSummary, "cover">,
  variant: CardVariant = "default",
): ImagePreload | null {
  return article.cover ? imagePreload(article.cover, SIZES[variant]) : null;
}

interface Props {
  /** The site's dictionary (src/lib/i18n). */
  t: Dictionary;
  article: ArticleSummary;
  variant?: CardVariant;
  headingLevel?: 2 | 3;
  /** For the first cards on a page: their images are the largest paint. */
  priority?: boolean;
  showDescription?: boolean;
  /** Overrides the variant's `sizes` where a layout draws the card narrower or wider. */
  sizes?: string;
}

/** One link per card: the title's link covers the whole card. */
export function ArticleCard({
  t,
  article,
  variant = "default",
  headingLevel = 3,
  priority = false,
  showDescription = variant !== "compact",
  sizes,
}: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const label = [placementLabel(article.placement)?.title, formLabel(t, article.form)]
    .filter(Boolean)
    .join(" · ");
  return (
    <article className={classes(styles.card, styles[variant])}>
      {article.cover && (
        <div className={styles.media}>
          <ResponsiveImage
            image={article.cover}
            sizes={sizes ?? SIZES[variant]}
            priority={priority}
            className={styles.image}
          />
        </div>
      )}
      <div className={styles.body}>
        {label && <p className={`eyebrow ${styles.label}`}>{label}</p>}
        <Heading className={styles.title}>
          <SiteLink href={article.path} className={styles.link}>
            {article.title}
          </SiteLink>
        </Heading>
        {showDescription && <p className={styles.description}>{article.description}</p>}
        <p className={styles.meta}>
          <time dateTime={article.date}>{formatDate(article.date, t)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t.article.readingTime(article.readingMinutes)}</span>
        </p>
      </div>
    </article>
  );
}
