import type { Metadata } from "next";
import { AuthorCard } from "@/components/authors/author-card";
import { PageHeader } from "@/components/page/page-header";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import { PageGraph } from "@/components/seo/page-graph";
import { content } from "@/lib/content";
import { paths } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageTexts } from "@/lib/seo/page-texts";
import styles from "./authors.module.css";

export function generateMetadata(): Metadata {
  const { site } = content();
  return pageMetadata(site, { kind: "authors" });
}

export default function AuthorsPage() {
  const { site, authors, articlesBy, partnerLinksFor } = content();
  const { title, description } = pageTexts(site).authors;
  const sorted = [...authors].sort((a, b) => a.name.localeCompare(b.name, "tr"));
  return (
    <div className="container">
      <PageGraph site={site} page={{ kind: "authors" }} />
      <PageHeader eyebrow={site.title} title={title} description={description} />
      <ul className={styles.grid}>
        {sorted.map((author) => (
          <li key={author.slug}>
            <AuthorCard
              author={author}
              articleCount={articlesBy(author.slug).length}
              headingLevel={2}
            />
          </li>
        ))}
      </ul>
      <PartnerLinks
        site={site}
        links={partnerLinksFor(paths.authors)}
        {...PARTNER_LINK_PLACEMENTS.listing}
      />
    </div>
  );
}
