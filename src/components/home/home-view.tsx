import { cardImagePreload } from "@/components/articles/article-card";
import { ArticleGrid } from "@/components/articles/article-grid";
import { AuthorCard } from "@/components/authors/author-card";
import { Section } from "@/components/page/section";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import type { HomeSections } from "@/lib/content/queries/home-sections";
import type { Site } from "@/lib/content/types";
import { dictionary } from "@/lib/i18n";
import type { ImagePreload } from "@/lib/images/preload";
import { paths } from "@/lib/paths";
import { HomeHero } from "./home-hero";
import styles from "./home-view.module.css";

interface Props {
  site: Site;
  sections: HomeSections;
  partnerLinks: readonly string[];
}

/** The lead story's image: the home page's largest paint (HomeHero draws it as a large card). */
export function homeImagePreload(sections: HomeSections): ImagePreload | null {
  const [lead] = sections.top;
  return lead ? cardImagePreload(lead, "large") : null;
}

/** The home page: top stories, the named sections (docs/behaviour.md#home-sections), authors. */
export function HomeView({ site, sections, partnerLinks }: Props) {
  const t = dictionary(site.language);
  const spotlight = sections.spotlight.category;
  // A small site may have fewer articles than the sections hold: a section with nothing in it
  // is left out, never shown as a heading over nothing.
  return (
    <div className="container">
      <h1 className="visually-hidden">
        {site.title}: {site.tagline}
      </h1>
      <HomeHero t={t} articles={sections.top} />
      {sections.surprising.length > 0 && (
        <Section id="daha-sasirtici" title={t.home.surprising}>
          <ArticleGrid t={t} articles={sections.surprising} />
        </Section>
      )}
      {sections.popular.length > 0 && (
        <Section id="populer" title={t.home.popular}>
          <ArticleGrid t={t} articles={sections.popular} />
        </Section>
      )}
      {spotlight && sections.spotlight.articles.length > 0 && (
        <Section
          id="one-cikan-kategori"
          title={spotlight.title}
          more={{ href: spotlight.path, label: t.home.allInCategory(spotlight.title) }}
        >
          <ArticleGrid t={t} articles={sections.spotlight.articles} />
        </Section>
      )}
      {sections.authors.length > 0 && (
        <Section
          id="yazarlar"
          title={t.home.authors}
          more={{ href: paths.authors, label: t.home.allAuthors }}
        >
          <ul className={styles.authors}>
            {sections.authors.map((author) => (
              <li key={author.slug}>
                <AuthorCard t={t} author={author} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <PartnerLinks site={site} links={partnerLinks} {...PARTNER_LINK_PLACEMENTS.home} />
    </div>
  );
}
