import { ArticleGrid } from "@/components/articles/article-grid";
import { Breadcrumbs } from "@/components/page/breadcrumbs";
import { Pagination } from "@/components/page/pagination";
import { Section } from "@/components/page/section";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import type { AuthorListing } from "@/lib/content/content-queries";
import type { Site } from "@/lib/content/types";
import { authorTrail } from "@/lib/seo/trails";
import styles from "./author-view.module.css";
import { Avatar } from "./avatar";

/** A page of an author: avatar, biography, then their articles, 24 a page. */
interface Props {
  site: Site;
  listing: AuthorListing;
  /** This page's partner links (src/lib/content/partner-paths.ts). */
  partnerLinks: readonly string[];
}

export function AuthorView({ site, listing, partnerLinks }: Props) {
  const { author, page } = listing;
  return (
    <div className="container">
      <div className={styles.top}>
        <Breadcrumbs trail={authorTrail(author, page.page)} />
      </div>
      <header className={styles.profile}>
        <Avatar author={author} size="lg" />
        <div>
          <p className="eyebrow">{author.role}</p>
          <h1 className={styles.name}>{author.name}</h1>
          <p className={styles.bio}>{author.description}</p>
        </div>
      </header>
      <Section id="yazarin-yazilari" title={`${author.name} yazıları (${page.total})`}>
        <ArticleGrid articles={page.items} />
      </Section>
      <Pagination
        listingPath={author.path}
        page={page.page}
        pageCount={page.pageCount}
        label={`${author.name} yazıları`}
      />
      <PartnerLinks site={site} links={partnerLinks} {...PARTNER_LINK_PLACEMENTS.listing} />
    </div>
  );
}
