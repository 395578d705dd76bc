import type { Metadata } from "next";
import { SitemapPageView } from "@/components/page/sitemap-page-view";
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
  return (
    <>
      <PageGraph site={site} page={{ kind: "sitemap" }} />
      <SitemapPageView
        site={site}
        {...pageTexts(site).sitemap}
        categories={categories}
        articlesIn={articlesIn}
        otherArticles={otherArticles}
        authorCount={authors.length}
        partnerLinks={partnerLinksFor(paths.sitemap)}
      />
    </>
  );
}
