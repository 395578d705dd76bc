import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CategoryView } from "@/components/category/category-view";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ category: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return content().categories.map((c) => ({ category: c.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category: slug } = await params;
  const { site, findCategory } = content();
  const category = findCategory(slug);
  if (!category) return {};
  return pageMetadata(site, {
    title: category.title,
    description: category.description,
    path: category.path,
  });
}

export default async function CategoryPage({ params }: Props) {
  const { category: slug } = await params;
  const data = content();
  const category = data.findCategory(slug);
  if (!category) notFound();
  return (
    <CategoryView
      site={data.site}
      category={category}
      current={null}
      articles={data.articlesIn(category.key)}
    />
  );
}
