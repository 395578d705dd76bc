import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CategoryView } from "@/components/category/category-view";
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
  return pageMetadata(site, {
    title: `${found.sub.title} · ${found.category.title}`,
    description: found.sub.description,
    path: found.sub.path,
  });
}

export default async function SubcategoryPage({ params }: Props) {
  const { category, subcategory } = await params;
  const data = content();
  const found = data.findSubcategory(category, subcategory);
  if (!found) notFound();
  return (
    <CategoryView
      site={data.site}
      category={found.category}
      current={found.sub}
      articles={data.articlesIn(found.category.key, found.sub.key)}
    />
  );
}
