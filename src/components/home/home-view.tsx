import { cardImagePreload } from "@/components/articles/article-card";
import { ArticleGrid } from "@/components/articles/article-grid";
import { AuthorCard } from "@/components/authors/author-card";
import { Section } from "@/components/page/section";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import type { HomeSections } from "@/lib/content/home";
import type { Site } from "@/lib/content/types";
import type { ImagePreload } from "@/lib/images/preload";
import { paths } from "@/lib/paths";
import { HomeHero } from "./home-hero";
import styles from "./home-view.module.css";

interface Props {
  site: Site;
  sections: HomeSections;
  partnerLinks: readonly string[];
}

/** The home page: top stories, the named sections (docs/behaviour.md#home-sections), authors. */
/** The lead story's image: the home page's largest paint (HomeHero draws it as a large card). */
export function homeImagePreload(sections: HomeSections): ImagePreload | null {
  const [lead] = sections.top;
  return lead ? cardImagePreload(lead, "large") : null;
}

export function HomeView({ site, sections, partnerLinks }: Props) {
  const spotlight = sections.spotlight.category;
  return (
    <div className="container">
      <h1 className="visually-hidden">
        {site.title}: {site.tagline}
      </h1>
      <HomeHero articles={sections.top} />
      <Section id="daha-sasirtici" title="Daha Şaşırtıcı Şeyler">
        <ArticleGrid articles={sections.surprising} />
      </Section>
      <Section id="populer" title="Popüler Makaleler">
        <ArticleGrid articles={sections.popular} />
      </Section>
      {spotlight && (
        <Section
          id="one-cikan-kategori"
          title={spotlight.title}
          more={{ href: spotlight.path, label: `Tüm ${spotlight.title} yazıları` }}
        >
          <ArticleGrid articles={sections.spotlight.articles} />
        </Section>
      )}
      <Section
        id="yazarlar"
        title="Yazarlarımız"
        more={{ href: paths.authors, label: "Tüm yazarlar" }}
      >
        <ul className={styles.authors}>
          {sections.authors.map((author) => (
            <li key={author.slug}>
              <AuthorCard author={author} />
            </li>
          ))}
        </ul>
      </Section>
      <PartnerLinks site={site} links={partnerLinks} {...PARTNER_LINK_PLACEMENTS.home} />
    </div>
  );
}
