import { SiteLink } from "@/components/ui/site-link";
import type { ArticleSummary, CategoryNode } from "@/lib/content/types";
import { INFO_LINKS, paths } from "@/lib/paths";
import styles from "./sitemap-view.module.css";

interface Props {
  categories: readonly CategoryNode[];
  articlesIn: (categoryKey: string, subKey?: string) => ArticleSummary[];
  authorCount: number;
}

/**
 * How many of a subcategory's newest articles the page lists; the rest are a click away on the
 * subcategory's pages, so the page stays small when the site has thousands of articles.
 */
export const SITEMAP_ARTICLES_PER_SUBCATEGORY = 12;

/** Every category and subcategory, with their newest articles, as a tree of links. */
export function SitemapView({ categories, articlesIn, authorCount }: Props) {
  return (
    <div className={styles.tree}>
      {categories.map((category) => (
        <section
          key={category.key}
          aria-labelledby={`sm-${category.slug}`}
          className={styles.category}
        >
          <h2 id={`sm-${category.slug}`} className={styles.categoryTitle}>
            <SiteLink href={category.path}>{category.title}</SiteLink>
          </h2>
          {category.children.map((sub) => {
            const articles = articlesIn(category.key, sub.key);
            return (
              <div key={sub.key} className={styles.sub}>
                <h3 className={styles.subTitle}>
                  <SiteLink href={sub.path}>{sub.title}</SiteLink>
                </h3>
                <ul className={styles.articles}>
                  {articles.slice(0, SITEMAP_ARTICLES_PER_SUBCATEGORY).map((article) => (
                    <li key={article.slug}>
                      <SiteLink href={article.path}>{article.title}</SiteLink>
                    </li>
                  ))}
                  {articles.length > SITEMAP_ARTICLES_PER_SUBCATEGORY && (
                    <li>
                      <SiteLink href={sub.path} className={styles.more}>
                        {sub.title}: tüm {articles.length} yazı
                      </SiteLink>
                    </li>
                  )}
                </ul>
              </div>
            );
          })}
        </section>
      ))}
      <section aria-labelledby="sm-info" className={styles.category}>
        <h2 id="sm-info" className={styles.categoryTitle}>
          Bilgi
        </h2>
        <ul className={styles.articles}>
          <li>
            <SiteLink href={paths.home}>Ana sayfa</SiteLink>
          </li>
          {INFO_LINKS.filter((l) => l.href !== paths.sitemap).map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href}>
                {link.label}
                {link.href === paths.authors ? ` (${authorCount})` : ""}
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
