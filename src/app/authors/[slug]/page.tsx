import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuthorView } from "@/components/authors/author-view";
import { PageGraph } from "@/components/seo/page-graph";
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
  return pageMetadata(site, { kind: "author", author });
}

export default async function AuthorPage({ params }: Props) {
  const { slug } = await params;
  const data = content();
  const author = data.getAuthor(slug);
  if (!author) notFound();
  return (
    <>
      <PageGraph site={data.site} page={{ kind: "author", author }} />
      <AuthorView author={author} articles={data.articlesBy(slug)} />
    </>
  );
}
