import { classes } from "@/components/ui/classes";
import type { ArticleSummary } from "@/lib/content/types";
import type { Dictionary } from "@/lib/i18n";
import { ArticleCard, type CardVariant } from "./article-card";
import styles from "./article-grid.module.css";

interface Props {
  t: Dictionary;
  articles: readonly ArticleSummary[];
  variant?: CardVariant;
  headingLevel?: 2 | 3;
  /** How many leading cards are above the fold and load their images eagerly. */
  priorityCount?: number;
}

export function ArticleGrid({
  t,
  articles,
  variant = "default",
  headingLevel = 3,
  priorityCount = 0,
}: Props) {
  return (
    <ul className={classes(styles.grid, styles[variant])}>
      {articles.map((article, i) => (
        <li key={article.slug}>
          <ArticleCard
            t={t}
            article={article}
            variant={variant}
            headingLevel={headingLevel}
            priority={i < priorityCount}
          />
        </li>
      ))}
    </ul>
  );
}
