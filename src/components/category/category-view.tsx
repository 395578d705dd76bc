import { ArticleGrid } from "@/components/articles/article-grid";
import { Breadcrumbs } from "@/components/page/breadcrumbs";
import { PageHeader } from "@/components/page/page-header";
import { SiteLink } from "@/components/ui/site-link";
import type { ArticleSummary, CategoryNode } from "@/lib/content/types";
import { listingTrail } from "@/lib/seo/trails";
import styles from "./category-view.module.css";

interface Props {
  category: CategoryNode;
  /** The subcategory shown, or null on the category's own page. */
  current: CategoryNode | null;
  articles: readonly ArticleSummary[];
}

/** A category or subcategory page: its description, its subcategories, a grid of its articles. */
export function CategoryView({ category, current, articles }: Props) {
  const shown = current ?? category;
  const trail = listingTrail(category, current);
  return (
    <div className="container">
      <div className={styles.top}>
        <Breadcrumbs trail={trail} />
      </div>
      <PageHeader
        eyebrow={current ? category.title : "Kategori"}
        title={shown.title}
        description={shown.description}
      >
        <p className={styles.count}>{articles.length} yazı</p>
      </PageHeader>
      {category.children.length > 0 && (
        <nav aria-label={`${category.title} alt kategorileri`} className={styles.subnav}>
          <ul>
            <li>
              <SiteLink
                href={category.path}
                className={styles.chip}
                aria-current={current ? undefined : "page"}
              >
                Tümü
              </SiteLink>
            </li>
            {category.children.map((sub) => (
              <li key={sub.key}>
                <SiteLink
                  href={sub.path}
                  className={styles.chip}
                  aria-current={current?.key === sub.key ? "page" : undefined}
                >
                  {sub.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {articles.length > 0 ? (
        <ArticleGrid articles={articles} headingLevel={2} priorityCount={1} />
      ) : (
        <p className={styles.empty}>Bu bölümde henüz yazı yok. Yakında yeni yazılarla buradayız.</p>
      )}
    </div>
  );
}
