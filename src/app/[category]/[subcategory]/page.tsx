import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CategoryView } from "@/components/category/category-view";
import { PageGraph } from "@/components/seo/page-graph";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ category: string; subcategory: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return content().categories.flatMap((c) =>
    c.children.map((s) => ({ category: c.slug, subcategory: s.slug })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, subcategory } = await params;
  const { site, findSubcategory } = content();
  const found = findSubcategory(category, subcategory);
  if (!found) return {};
  return pageMetadata(site, { kind: "listing", category: found.category, sub: found.sub });
}

export default async function SubcategoryPage({ params }: Props) {
  const slugs = await params;
  const data = content();
  const found = data.findSubcategory(slugs.category, slugs.subcategory);
  if (!found) notFound();
  const { category, sub } = found;
  return (
    <>
      <PageGraph site={data.site} page={{ kind: "listing", category, sub }} />
      <CategoryView
        category={category}
        current={sub}
        articles={data.articlesIn(category.key, sub.key)}
      />
    </>
  );
}
