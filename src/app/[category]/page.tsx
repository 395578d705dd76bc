import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CategoryView } from "@/components/category/category-view";
import { PageGraph } from "@/components/seo/page-graph";
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
  return pageMetadata(site, { kind: "listing", category });
}

export default async function CategoryPage({ params }: Props) {
  const { category: slug } = await params;
  const data = content();
  const category = data.findCategory(slug);
  if (!category) notFound();
  return (
    <>
      <PageGraph site={data.site} page={{ kind: "listing", category }} />
      <CategoryView category={category} current={null} articles={data.articlesIn(category.key)} />
    </>
  );
}
