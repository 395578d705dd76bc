import { ArticleGrid } from "@/components/articles/article-grid";
import { Breadcrumbs } from "@/components/page/breadcrumbs";
import { PageHeader } from "@/components/page/page-header";
import { Pagination } from "@/components/page/pagination";
import { SiteLink } from "@/components/ui/site-link";
import type { CategoryListing } from "@/lib/content/queries";
import { listingTrail } from "@/lib/seo/trails";
import styles from "./category-view.module.css";

/** A page of a category or subcategory: its description, its subcategories, a grid of articles. */
export function CategoryView({ listing }: { listing: CategoryListing }) {
  const { category, current, page } = listing;
  const shown = current ?? category;
  return (
    <div className="container">
      <div className={styles.top}>
        <Breadcrumbs trail={listingTrail(category, current, page.page)} />
      </div>
      <PageHeader
        eyebrow={current ? category.title : "Kategori"}
        title={page.page > 1 ? `${shown.title} – Sayfa ${page.page}` : shown.title}
        description={shown.description}
      >
        <p className={styles.count}>{page.total} yazı</p>
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
      {page.items.length > 0 ? (
        <ArticleGrid articles={page.items} headingLevel={2} priorityCount={1} />
      ) : (
        <p className={styles.empty}>Bu bölümde henüz yazı yok. Yakında yeni yazılarla buradayız.</p>
      )}
      <Pagination
        listingPath={shown.path}
        page={page.page}
        pageCount={page.pageCount}
        label={`${shown.title} yazıları`}
      />
    </div>
  );
}
