import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuthorView } from "@/components/authors/author-view";
import { content } from "@/lib/content";
import { listingTitle } from "@/lib/seo/listing";
import { pageMetadata } from "@/lib/seo/metadata";

/** An author's page and the later pages of their articles: `/authors/{slug}[/sayfa/{n}]`. */
type Props = { params: Promise<{ slug: string; rest?: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return content().authorListingParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, rest } = await params;
  const { site, authorListing } = content();
  const listing = authorListing(slug, rest);
  if (!listing) return {};
  const { author, page } = listing;
  return pageMetadata(site, {
    title: listingTitle(author.metaTitle, page.page),
    description: author.metaDescription,
    path: listing.path,
    type: "profile",
    image: author.avatar,
  });
}

export default async function AuthorPage({ params }: Props) {
  const { slug, rest } = await params;
  const data = content();
  const listing = data.authorListing(slug, rest);
  if (!listing) notFound();
  return <AuthorView site={data.site} listing={listing} />;
}
