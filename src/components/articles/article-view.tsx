import { AuthorBox } from "@/components/authors/author-box";
import { Avatar } from "@/components/authors/avatar";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { SaveForOffline } from "@/components/navigation/save-for-offline";
import { Breadcrumbs, type Crumb } from "@/components/page/breadcrumbs";
import { Section } from "@/components/page/section";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { JsonLdScript } from "@/components/seo/json-ld";
import { SiteLink } from "@/components/ui/site-link";
import { placementLabel } from "@/lib/content/article-index";
import type { ArticleSummary, Author, Site } from "@/lib/content/types";
import { paths } from "@/lib/paths";
import { articleJsonLd, breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { formatDate } from "@/lib/text/dates";
import { ArticleGrid } from "./article-grid";
import styles from "./article-view.module.css";

interface Props {
  site: Site;
  article: ArticleSummary;
  author: Author;
  /** Rendered and sanitized at build (src/lib/content/markdown.ts). */
  html: string;
  related: readonly ArticleSummary[];
  partnerLinks: readonly string[];
}

export function ArticleView({ site, article, author, html, related, partnerLinks }: Props) {
  const { category, subcategory } = article.placement;
  const trail: Crumb[] = [
    { name: "Ana sayfa", path: paths.home },
    ...(category ? [{ name: category.title, path: category.path }] : []),
    ...(subcategory ? [{ name: subcategory.title, path: subcategory.path }] : []),
    { name: article.title, path: article.path },
  ];
  const label = placementLabel(article.placement);
  return (
    <article className={`container ${styles.article}`}>
      <JsonLdScript data={[articleJsonLd(site, article, author), breadcrumbJsonLd(site, trail)]} />
      <Breadcrumbs trail={trail} />
      <header className={styles.header}>
        {label && (
          <p className="eyebrow">
            <SiteLink href={label.path} className={styles.label}>
              {label.title}
            </SiteLink>
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
              {article.updated && (
                <>
                  {" · Güncelleme: "}
                  <time dateTime={article.updated}>{formatDate(article.updated)}</time>
                </>
              )}
              {` · ${article.readingMinutes} dk okuma`}
            </p>
          </div>
        </div>
        <SaveForOffline path={article.path} />
      </header>
      {article.cover && (
        <figure className={styles.hero}>
          <ResponsiveImage
            image={article.cover}
            sizes="(max-width: 896px) 100vw, 896px"
            priority
            className={styles.heroImage}
          />
        </figure>
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitized at build */}
      <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: html }} />
      <p className={styles.disclaimer}>
        Bu yazı genel bilgilendirme amaçlıdır ve tıbbi tavsiye yerine geçmez. Cildiniz ya da
        sağlığınızla ilgili bir sorununuz varsa dermatoloğunuza veya hekiminize danışın.
      </p>
      <div className={styles.after} data-print="hide">
        <AuthorBox author={author} />
        <PartnerLinks site={site} links={partnerLinks} variant="block" />
      </div>
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
