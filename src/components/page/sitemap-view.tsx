import type { ReactNode } from "react";
import { SiteLink } from "@/components/ui/site-link";
import type { ArticleSummary, CategoryNode } from "@/lib/content/types";
import type { Dictionary } from "@/lib/i18n";
import { formatNumber } from "@/lib/i18n/format";
import { INFO_LINKS, OTHER_GROUP_ID, paths } from "@/lib/paths";
import styles from "./sitemap-view.module.css";

interface Props {
  t: Dictionary;
  categories: readonly CategoryNode[];
  articlesIn: (categoryKey: string, subKey?: string) => ArticleSummary[];
  /** A category's `other` articles; without a key, those of an unknown category. */
  otherArticles: (categoryKey?: string) => ArticleSummary[];
  authorCount: number;
}

/**
 * How many of a subcategory's newest articles the page lists; the rest are a click away on the
 * subcategory's pages, so the page stays small when the site has thousands of articles.
 */
export const SITEMAP_ARTICLES_PER_SUBCATEGORY = 12;

/** Every category and subcategory, with their newest articles, as a tree of links. */
export function SitemapView({ t, categories, articlesIn, otherArticles, authorCount }: Props) {
  const unfiled = otherArticles();
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
                        {t.listing.allArticles(sub.title, articles.length)}
                      </SiteLink>
                    </li>
                  )}
                </ul>
              </div>
            );
          })}
          <OtherGroup
            title={<SiteLink href={paths.otherGroup(category.path)}>{t.other}</SiteLink>}
            articles={otherArticles(category.key)}
          />
        </section>
      ))}
      {unfiled.length > 0 && (
        <section aria-labelledby={`sm-${OTHER_GROUP_ID}`} className={styles.category}>
          <h2 id={`sm-${OTHER_GROUP_ID}`} className={styles.categoryTitle}>
            {t.other}
          </h2>
          <OtherGroup title={null} articles={unfiled} />
        </section>
      )}
      <section aria-labelledby="sm-info" className={styles.category}>
        <h2 id="sm-info" className={styles.categoryTitle}>
          {t.footer.info}
        </h2>
        <ul className={styles.articles}>
          <li>
            <SiteLink href={paths.home}>{t.breadcrumbs.home}</SiteLink>
          </li>
          {INFO_LINKS.filter((l) => l.href !== paths.sitemap).map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href}>
                {t.infoLinks[link.label]}
                {link.href === paths.authors ? ` (${formatNumber(t.locale, authorCount)})` : ""}
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Articles filed under `other`, every one listed: they have no subcategory page to go to. */
function OtherGroup({ title, articles }: { title: ReactNode; articles: ArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <div className={styles.sub}>
      {title && <h3 className={styles.subTitle}>{title}</h3>}
      <ul className={styles.articles}>
        {articles.map((article) => (
          <li key={article.slug}>
            <SiteLink href={article.path}>{article.title}</SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
