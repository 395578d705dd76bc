import { categoryLabel } from "@/lib/content/labels";
import type { ArticleSummary, CategoryNode } from "@/lib/content/types";
import { ArticleCard, type CardVariant } from "./article-card";
import styles from "./article-grid.module.css";

interface Props {
  articles: readonly ArticleSummary[];
  categories: readonly CategoryNode[];
  variant?: CardVariant;
  headingLevel?: 2 | 3;
  /** How many leading cards are above the fold and load their images eagerly. */
  priorityCount?: number;
}

export function ArticleGrid({
  articles,
  categories,
  variant = "default",
  headingLevel = 3,
  priorityCount = 0,
}: Props) {
  return (
    <ul className={`${styles.grid} ${styles[variant]}`}>
      {articles.map((article, i) => (
        <li key={article.slug}>
          <ArticleCard
            article={article}
            label={categoryLabel(categories, article)}
            variant={variant}
            headingLevel={headingLevel}
            priority={i < priorityCount}
          />
        </li>
      ))}
    </ul>
  );
}
