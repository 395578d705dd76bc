import type { ReactNode } from "react";
import { AuthorBox } from "@/components/authors/author-box";
import { Avatar } from "@/components/authors/avatar";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { Breadcrumbs } from "@/components/page/breadcrumbs";
import { Section } from "@/components/page/section";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import { SiteLink } from "@/components/ui/site-link";
import { placementLabel } from "@/lib/content/article-index";
import { FORM_LABELS } from "@/lib/content/forms";
import type { ArticleSummary, Author, Site, TocEntry } from "@/lib/content/types";
import { type ImagePreload, imagePreload } from "@/lib/images/preload";
import { articleTrail } from "@/lib/seo/trails";
import { formatDate } from "@/lib/text/dates";
import { ArticleGrid } from "./article-grid";
import { ArticlePager } from "./article-pager";
import styles from "./article-view.module.css";
import { TableOfContents } from "./table-of-contents";

interface Props {
  site: Site;
  article: ArticleSummary;
  author: Author;
  /** Rendered and sanitized at build (src/lib/content/markdown.ts). */
  html: string;
  /** The `##` headings; empty below three (src/lib/content/markdown.ts). */
  toc: readonly TocEntry[];
  /** Older and newer article of the primary subcategory. */
  adjacent: { previous: ArticleSummary | null; next: ArticleSummary | null };
  related: readonly ArticleSummary[];
  partnerLinks: readonly string[];
  /** The save-for-offline island (`SaveForOffline`), placed by the page layer that hydrates it. */
  saveForOffline: ReactNode;
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
  const label = placementLabel(article.placement);
  const form = FORM_LABELS[article.form];
  return (
    <article className={`container ${styles.article}`}>
      <Breadcrumbs trail={articleTrail(article)} />
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
          <Avatar author={author} size="sm" />
          <div>
            <SiteLink href={author.path} className={styles.author}>
              {author.name}
            </SiteLink>
            <p className={styles.meta}>
              <time dateTime={article.date}>{formatDate(article.date)}</time>
              {article.updated && article.updateNote && (
                <>
                  {" · Güncelleme: "}
                  <time dateTime={article.updated}>{formatDate(article.updated)}</time>
                </>
              )}
              {` · ${article.readingMinutes} dk okuma`}
            </p>
            {article.updated && article.updateNote && (
              <p className={styles.meta}>{`Son güncellemede: ${article.updateNote}`}</p>
            )}
            {article.review && (
              <p className={styles.meta}>
                {`Tıbbi inceleme: ${article.review.reviewer.name}, ${article.review.reviewer.title}`}
                {article.review.date && (
                  <>
                    {" · "}
                    <time dateTime={article.review.date}>{formatDate(article.review.date)}</time>
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
      <TableOfContents entries={toc} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitized at build */}
      <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: html }} />
      {article.health && (
        <p className={styles.disclaimer}>
          Bu yazı genel bilgilendirme amaçlıdır ve tıbbi tavsiye yerine geçmez. Cildiniz ya da
          sağlığınızla ilgili bir sorununuz varsa dermatoloğunuza veya hekiminize danışın.
        </p>
      )}
      <div className={styles.after} data-print="hide">
        <AuthorBox author={author} />
        <PartnerLinks site={site} links={partnerLinks} {...PARTNER_LINK_PLACEMENTS.article} />
      </div>
      <ArticlePager listing={label} previous={adjacent.previous} next={adjacent.next} />
      {related.length > 0 && (
        <div data-print="hide">
          <Section id="ilgili-yazilar" title="İlgili Yazılar">
            <ArticleGrid articles={related} />
          </Section>
        </div>
      )}
    </article>
  );
}
