import { PageHeader } from "@/components/page/page-header";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import type { Author, Site } from "@/lib/content/types";
import { dictionary } from "@/lib/i18n";
import { AuthorCard } from "./author-card";
import styles from "./authors-view.module.css";

interface Props {
  site: Site;
  title: string;
  description: string;
  /** In the order shown: the content layer sorts them. */
  authors: readonly { author: Author; articleCount: number }[];
  partnerLinks: readonly string[];
}

/** The authors page: every author's card with their article count. */
export function AuthorsView({ site, title, description, authors, partnerLinks }: Props) {
  const t = dictionary(site.language);
  return (
    <div className="container">
      <PageHeader eyebrow={site.title} title={title} description={description} />
      <ul className={styles.grid}>
        {authors.map(({ author, articleCount }) => (
          <li key={author.slug}>
            <AuthorCard t={t} author={author} articleCount={articleCount} headingLevel={2} />
          </li>
        ))}
      </ul>
      <PartnerLinks site={site} links={partnerLinks} {...PARTNER_LINK_PLACEMENTS.listing} />
    </div>
  );
}
