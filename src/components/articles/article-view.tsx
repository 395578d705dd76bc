import type { ReactNode } from "react";
import { AuthorBox } from "@/components/authors/author-box";
import { Avatar } from "@/components/authors/avatar";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { Breadcrumbs } from "@/components/page/breadcrumbs";
import { Section } from "@/components/page/section";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import { SiteLink } from "@/components/ui/site-link";
import { placementLabel } from "@/lib/content/model/article-index";
import type { ArticleSummary, Author, Site, TocEntry } from "@/lib/content/types";
import { dictionary, formLabel } from "@/lib/i18n";
import { formatDate } from "@/lib/i18n/format";
import { type ImagePreload, imagePreload } from "@/lib/images/preload";
import { articleTrail } from "@/lib/seo/trails";
import { ArticleGrid } from "./article-grid";
import { ArticlePager } from "./article-pager";
import styles from "./article-view.module.css";
import { TableOfContents } from "./table-of-contents";

interface Props {
  site: Site;
  article: ArticleSummary;
  author: Author;
  /** Rendered and sanitized at build (src/lib/content/loading/markdown.ts). */
  html: string;
  /** The `##` headings; empty below three (src/lib/content/loading/markdown.ts). */
  toc: readonly TocEntry[];
  /** Older and newer article of the primary subcategory. */
  adjacent: { previous: ArticleSummary | null; next: ArticleSummary | null };
  related: readonly ArticleSummary[];
  partnerLinks: readonly string[];
  /**
   * The save-for-offline island (`SaveForOffline`), placed by the page layer that hydrates it,
   * as a named slot (optional: Astro's type check does not count a slot as the prop it becomes).
   */
  saveForOffline?: ReactNode;
}

/** How wide the cover is drawn: the article's column, the whole width on a phone. */
const HERO_SIZES = "(max-width: 896px) 100vw, 896px";

/** The preload of the article's cover, its largest paint. */
export function heroImagePreload(article: Pick<ArticleSummary, "cover">): ImagePreload | null {
  return article.cover ? imagePreload(article.cover, HERO_SIZES) : null;
}

export function ArticleView(props: Props) {
  const { site, article, author, html, toc, adjacent, related, partnerLinks, saveForOffline } =
    props;
  const t = dictionary(site.language);
  const label = placementLabel(article.placement);
  const form = formLabel(t, article.form);
  return (
    <article className={`container ${styles.article}`}>
      <Breadcrumbs t={t} trail={articleTrail(t, article)} />
      <header className={styles.header}>
        {(label || form) && (
          <p className="eyebrow">
            {label && (
              <SiteLink href={label.path} className={styles.label}>
                {label.title}
              </SiteLink>
            )}
            {label && form && <span aria-hidden="true">{" · "}</span>}
            {form && <span>{form}</span>}
          </p>
        )}
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.dek}>{article.description}</p>
        <div className={styles.byline}>
          <Avatar author={author} locale={t.locale} size="sm" />
          <div>
            <SiteLink href={author.path} className={styles.author}>
              {author.name}
            </SiteLink>
            <p className={styles.meta}>
              <time dateTime={article.date}>{formatDate(article.date, t)}</time>
              {article.updated && article.updateNote && (
                <>
                  {` · ${t.article.updated} `}
                  <time dateTime={article.updated}>{formatDate(article.updated, t)}</time>
                </>
              )}
              {` · ${t.article.readingTime(article.readingMinutes)}`}
            </p>
            {article.updated && article.updateNote && (
              <p className={styles.meta}>{t.article.updateNote(article.updateNote)}</p>
            )}
            {article.review && (
              <p className={styles.meta}>
                {t.article.medicalReview(
                  article.review.reviewer.name,
                  article.review.reviewer.title,
                )}
                {article.review.date && (
                  <>
                    {" · "}
                    <time dateTime={article.review.date}>{formatDate(article.review.date, t)}</time>
                  </>
                )}
              </p>
            )}
          </div>
        </div>
        {saveForOffline}
      </header>
      {article.cover && (
        <figure className={styles.hero}>
          <ResponsiveImage
            image={article.cover}
            sizes={HERO_SIZES}
            priority
            className={styles.heroImage}
          />
        </figure>
      )}
      <TableOfContents t={t} entries={toc} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitized at build */}
      <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: html }} />
      {article.health && <p className={styles.disclaimer}>{t.article.healthDisclaimer}</p>}
      <div className={styles.after} data-print="hide">
        <AuthorBox t={t} author={author} />
        <PartnerLinks site={site} links={partnerLinks} {...PARTNER_LINK_PLACEMENTS.article} />
      </div>
      <ArticlePager t={t} listing={label} previous={adjacent.previous} next={adjacent.next} />
      {related.length > 0 && (
        <div data-print="hide">
          <Section id="ilgili-yazilar" title={t.article.related}>
            <ArticleGrid t={t} articles={related} />
          </Section>
        </div>
      )}
    </article>
  );
}
