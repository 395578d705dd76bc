import type { Metadata } from "next";
import { PageHeader } from "@/components/page/page-header";
import { SitemapView } from "@/components/page/sitemap-view";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import { PageGraph } from "@/components/seo/page-graph";
import { content } from "@/lib/content";
import { paths } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageTexts } from "@/lib/seo/page-texts";

export function generateMetadata(): Metadata {
  const { site } = content();
  return pageMetadata(site, { kind: "sitemap" });
}

export default function SitemapPage() {
  const { site, categories, articlesIn, otherArticles, authors, partnerLinksFor } = content();
  const { title, description } = pageTexts(site).sitemap;
  return (
    <div className="container">
      <PageGraph site={site} page={{ kind: "sitemap" }} />
      <PageHeader title={title} description={description} />
      <SitemapView
        categories={categories}
        articlesIn={articlesIn}
        otherArticles={otherArticles}
        authorCount={authors.length}
      />
      <PartnerLinks
        site={site}
        links={partnerLinksFor(paths.sitemap)}
        {...PARTNER_LINK_PLACEMENTS.page}
      />
    </div>
  );
}
