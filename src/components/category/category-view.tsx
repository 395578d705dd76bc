import { ArticleGrid } from "@/components/articles/article-grid";
import { Breadcrumbs, type Crumb } from "@/components/page/breadcrumbs";
import { PageHeader } from "@/components/page/page-header";
import { Pagination } from "@/components/page/pagination";
import { JsonLdScript } from "@/components/seo/json-ld";
import { SiteLink } from "@/components/ui/site-link";
import type { CategoryListing } from "@/lib/content/queries";
import type { Site } from "@/lib/content/types";
import { paths } from "@/lib/paths";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import styles from "./category-view.module.css";

interface Props {
  site: Site;
  listing: CategoryListing;
}

/** A page of a category or subcategory: its description, its subcategories, a grid of articles. */
export function CategoryView({ site, listing }: Props) {
  const { category, current, page } = listing;
  const shown = current ?? category;
  const trail: Crumb[] = [
    { name: "Ana sayfa", path: paths.home },
    { name: category.title, path: category.path },
    ...(current ? [{ name: current.title, path: current.path }] : []),
    ...(page.page > 1 ? [{ name: `Sayfa ${page.page}`, path: listing.path }] : []),
  ];
  return (
    <div className="container">
      <JsonLdScript data={breadcrumbJsonLd(site, trail)} />
      <div className={styles.top}>
        <Breadcrumbs trail={trail} />
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
