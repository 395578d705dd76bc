import { ArticleGrid } from "@/components/articles/article-grid";
import { Breadcrumbs } from "@/components/page/breadcrumbs";
import { Pagination } from "@/components/page/pagination";
import { Section } from "@/components/page/section";
import { JsonLdScript } from "@/components/seo/json-ld";
import type { AuthorListing } from "@/lib/content/queries";
import type { Site } from "@/lib/content/types";
import { paths } from "@/lib/paths";
import { breadcrumbJsonLd, personJsonLd } from "@/lib/seo/json-ld";
import styles from "./author-view.module.css";
import { Avatar } from "./avatar";

interface Props {
  site: Site;
  listing: AuthorListing;
}

/** An author's page: avatar, biography, then every article they wrote. */
export function AuthorView({ site, listing }: Props) {
  const { author, page } = listing;
  const trail = [
    { name: "Ana sayfa", path: paths.home },
    { name: "Yazarlarımız", path: paths.authors },
    { name: author.name, path: author.path },
    ...(page.page > 1 ? [{ name: `Sayfa ${page.page}`, path: listing.path }] : []),
  ];
  return (
    <div className="container">
      <JsonLdScript data={[personJsonLd(site, author), breadcrumbJsonLd(site, trail)]} />
      <div className={styles.top}>
        <Breadcrumbs trail={trail} />
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
    </div>
  );
}
