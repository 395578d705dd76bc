import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CategoryView } from "@/components/category/category-view";
import { PageGraph } from "@/components/seo/page-graph";
import { content } from "@/lib/content";
import type { CategoryListing } from "@/lib/content/content-queries";
import { pageMetadata } from "@/lib/seo/metadata";
import type { SeoPage } from "@/lib/seo/page-facts";

/** Every category and subcategory listing: `/{category}[/{sub}][/sayfa/{n}]`. */
type Props = { params: Promise<{ category: string; rest?: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return content().categoryListingParams();
}

const seoPage = ({ category, current, page }: CategoryListing): SeoPage => ({
  kind: "listing",
  category,
  sub: current,
  page: page.page,
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, rest } = await params;
  const { site, categoryListing } = content();
  const listing = categoryListing(category, rest);
  return listing ? pageMetadata(site, seoPage(listing)) : {};
}

export default async function CategoryListingPage({ params }: Props) {
  const { category, rest } = await params;
  const data = content();
  const listing = data.categoryListing(category, rest);
  if (!listing) notFound();
  return (
    <>
      <PageGraph site={data.site} page={seoPage(listing)} />
      <CategoryView
        site={data.site}
        listing={listing}
        partnerLinks={data.partnerLinksFor(listing.path)}
      />
    </>
  );
}
