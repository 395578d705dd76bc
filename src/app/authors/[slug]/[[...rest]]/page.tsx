import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuthorView } from "@/components/authors/author-view";
import { PageGraph } from "@/components/seo/page-graph";
import { content } from "@/lib/content";
import type { AuthorListing } from "@/lib/content/content-queries";
import { pageMetadata } from "@/lib/seo/metadata";
import type { SeoPage } from "@/lib/seo/page-facts";

/** An author's page and the later pages of their articles: `/authors/{slug}[/sayfa/{n}]`. */
type Props = { params: Promise<{ slug: string; rest?: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return content().authorListingParams();
}

const seoPage = ({ author, page }: AuthorListing): SeoPage => ({
  kind: "author",
  author,
  page: page.page,
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, rest } = await params;
  const { site, authorListing } = content();
  const listing = authorListing(slug, rest);
  return listing ? pageMetadata(site, seoPage(listing)) : {};
}

export default async function AuthorPage({ params }: Props) {
  const { slug, rest } = await params;
  const data = content();
  const listing = data.authorListing(slug, rest);
  if (!listing) notFound();
  return (
    <>
      <PageGraph site={data.site} page={seoPage(listing)} />
      <AuthorView
        site={data.site}
        listing={listing}
        partnerLinks={data.partnerLinksFor(listing.path)}
      />
    </>
  );
}
