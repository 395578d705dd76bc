import type { Metadata } from "next";
import { ArticleGrid } from "@/components/articles/article-grid";
import { AuthorCard } from "@/components/authors/author-card";
import { HomeHero } from "@/components/home/home-hero";
import { Section } from "@/components/page/section";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import { PageGraph } from "@/components/seo/page-graph";
import { content } from "@/lib/content";
import { paths } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo/metadata";
import grid from "./home.module.css";

export function generateMetadata(): Metadata {
  const { site } = content();
  return pageMetadata(site, { kind: "home" });
}

export default function HomePage() {
  const { site, categories, home, partnerLinksFor } = content();
  const sections = home();
  const spotlight = categories.find((c) => c.key === sections.spotlight.categoryKey);
  return (
    <div className="container">
      <PageGraph site={site} page={{ kind: "home" }} />
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
        <ul className={grid.authors}>
          {sections.authors.map((author) => (
            <li key={author.slug}>
              <AuthorCard author={author} />
            </li>
          ))}
        </ul>
      </Section>
      <PartnerLinks
        site={site}
        links={partnerLinksFor(paths.home)}
        {...PARTNER_LINK_PLACEMENTS.home}
      />
    </div>
  );
}
