import { cardImagePreload } from "@/components/articles/article-card";
import { ArticleGrid } from "@/components/articles/article-grid";
import { Breadcrumbs } from "@/components/page/breadcrumbs";
import { PageHeader } from "@/components/page/page-header";
import { Pagination } from "@/components/page/pagination";
import { Section } from "@/components/page/section";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import { SiteLink } from "@/components/ui/site-link";
import type { CategoryListing } from "@/lib/content/content-queries";
import type { Site } from "@/lib/content/types";
import { dictionary } from "@/lib/i18n";
import type { ImagePreload } from "@/lib/images/preload";
import { OTHER_GROUP_ID, paths } from "@/lib/paths";
import { listingTrail } from "@/lib/seo/trails";
import styles from "./category-view.module.css";

/**
 * A page of a category or subcategory: its description, its subcategories, a grid of articles
 * and, on a category's first page, the `other` group ("Diğer") of articles no subcategory holds.
 */
interface Props {
  site: Site;
  listing: CategoryListing;
  /** This page's partner links (src/lib/content/queries/partner-links-by-path.ts). */
  partnerLinks: readonly string[];
}

/** The first card's image: the listing's largest paint (the grid draws it with priority). */
export function listingImagePreload(listing: CategoryListing): ImagePreload | null {
  const [first] = listing.page.items;
  return first ? cardImagePreload(first) : null;
}

export function CategoryView({ site, listing, partnerLinks }: Props) {
  const { category, current, page, other, hasOther } = listing;
  const shown = current ?? category;
  const t = dictionary(site.language);
  return (
    <div className="container">
      <div className={styles.top}>
        <Breadcrumbs t={t} trail={listingTrail(t, category, current, page.page)} />
      </div>
      <PageHeader
        eyebrow={current ? category.title : t.listing.category}
        title={page.page > 1 ? t.listing.paged(shown.title, page.page) : shown.title}
        description={shown.description}
      >
        <p className={styles.count}>{t.listing.articleCount(page.total)}</p>
      </PageHeader>
      {category.children.length > 0 && (
        <nav aria-label={t.shell.subcategories(category.title)} className={styles.subnav}>
          <ul>
            <li>
              <SiteLink
                href={category.path}
                className={styles.chip}
                aria-current={current ? undefined : "page"}
              >
                {t.listing.all}
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
            {hasOther && (
              <li>
                <SiteLink href={paths.otherGroup(category.path)} className={styles.chip}>
                  {t.other}
                </SiteLink>
              </li>
            )}
          </ul>
        </nav>
      )}
      {page.items.length > 0 ? (
        <ArticleGrid t={t} articles={page.items} headingLevel={2} priorityCount={1} />
      ) : (
        <p className={styles.empty}>{t.listing.empty}</p>
      )}
      {other.length > 0 && (
        <Section id={OTHER_GROUP_ID} title={t.other}>
          <p className={styles.otherNote}>{t.listing.otherNote(category.title)}</p>
          <ul className={styles.otherList}>
            {other.map((article) => (
              <li key={article.slug}>
                <SiteLink href={article.path}>{article.title}</SiteLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Pagination
        t={t}
        listingPath={shown.path}
        page={page.page}
        pageCount={page.pageCount}
        label={t.listing.categoryArticles(shown.title)}
      />
      <PartnerLinks site={site} links={partnerLinks} {...PARTNER_LINK_PLACEMENTS.listing} />
    </div>
  );
}
