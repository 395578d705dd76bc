import { ArticleGrid } from "@/components/articles/article-grid";
import { Breadcrumbs, type Crumb } from "@/components/page/breadcrumbs";
import { PageHeader } from "@/components/page/page-header";
import { JsonLdScript } from "@/components/seo/json-ld";
import { SiteLink } from "@/components/ui/site-link";
import type { ArticleSummary, CategoryNode, Site } from "@/lib/content/types";
import { paths } from "@/lib/paths";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import styles from "./category-view.module.css";

interface Props {
  site: Site;
  category: CategoryNode;
  /** The subcategory shown, or null on the category's own page. */
  current: CategoryNode | null;
  articles: readonly ArticleSummary[];
}

/** A category or subcategory page: its description, its subcategories, a grid of its articles. */
export function CategoryView({ site, category, current, articles }: Props) {
  const shown = current ?? category;
  const trail: Crumb[] = [
    { name: "Ana sayfa", path: paths.home },
    { name: category.title, path: category.path },
    ...(current ? [{ name: current.title, path: current.path }] : []),
  ];
  return (
    <div className="container">
      <JsonLdScript data={breadcrumbJsonLd(site, trail)} />
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
