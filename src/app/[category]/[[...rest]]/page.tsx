import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CategoryView } from "@/components/category/category-view";
import { content } from "@/lib/content";
import { listingTitle } from "@/lib/seo/listing";
import { pageMetadata } from "@/lib/seo/metadata";

/** Every category and subcategory listing: `/{category}[/{sub}][/sayfa/{n}]`. */
type Props = { params: Promise<{ category: string; rest?: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return content().categoryListingParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, rest } = await params;
  const { site, categoryListing } = content();
  const listing = categoryListing(category, rest);
  if (!listing) return {};
  const shown = listing.current ?? listing.category;
  const base = listing.current ? `${shown.title} · ${listing.category.title}` : shown.title;
  return pageMetadata(site, {
    title: listingTitle(base, listing.page.page),
    description: shown.description,
    path: listing.path,
  });
}

export default async function CategoryListingPage({ params }: Props) {
  const { category, rest } = await params;
  const data = content();
  const listing = data.categoryListing(category, rest);
  if (!listing) notFound();
  return <CategoryView site={data.site} listing={listing} />;
}
