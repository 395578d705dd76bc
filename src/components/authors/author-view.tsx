import { ArticleGrid } from "@/components/articles/article-grid";
import { Breadcrumbs } from "@/components/page/breadcrumbs";
import { Pagination } from "@/components/page/pagination";
import { Section } from "@/components/page/section";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import type { AuthorListing } from "@/lib/content/content-queries";
import type { Site } from "@/lib/content/types";
import { dictionary } from "@/lib/i18n";
import { authorTrail } from "@/lib/seo/trails";
import styles from "./author-view.module.css";
import { Avatar } from "./avatar";

/** A page of an author: avatar, biography, then their articles, 24 a page. */
interface Props {
  site: Site;
  listing: AuthorListing;
  /** This page's partner links (src/lib/content/queries/partner-links-by-path.ts). */
  partnerLinks: readonly string[];
}

export function AuthorView({ site, listing, partnerLinks }: Props) {
  const { author, page } = listing;
  const t = dictionary(site.language);
  return (
    <div className="container">
      <div className={styles.top}>
        <Breadcrumbs t={t} trail={authorTrail(t, author, page.page)} />
      </div>
      <header className={styles.profile}>
        <Avatar author={author} locale={t.locale} size="lg" />
        <div>
          <p className="eyebrow">{author.role}</p>
          <h1 className={styles.name}>{author.name}</h1>
          <p className={styles.bio}>{author.description}</p>
        </div>
      </header>
      <Section id="yazarin-yazilari" title={t.listing.authorSection(author.name, page.total)}>
        <ArticleGrid t={t} articles={page.items} />
      </Section>
      <Pagination
        t={t}
        listingPath={author.path}
        page={page.page}
        pageCount={page.pageCount}
        label={t.listing.authorArticles(author.name)}
      />
      <PartnerLinks site={site} links={partnerLinks} {...PARTNER_LINK_PLACEMENTS.listing} />
    </div>
  );
}
