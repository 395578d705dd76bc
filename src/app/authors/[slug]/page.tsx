import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuthorView } from "@/components/authors/author-view";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return content().authors.map((a) => ({ slug: a.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { site, getAuthor } = content();
  const author = getAuthor(slug);
  if (!author) return {};
  return pageMetadata(site, {
    title: author.metaTitle,
    description: author.metaDescription,
    path: author.path,
    type: "profile",
    image: author.avatar,
  });
}

export default async function AuthorPage({ params }: Props) {
  const { slug } = await params;
  const data = content();
  const author = data.getAuthor(slug);
  if (!author) notFound();
  return <AuthorView site={data.site} author={author} articles={data.articlesBy(slug)} />;
}
