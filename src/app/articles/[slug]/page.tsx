import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticleView } from "@/components/articles/article-view";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return content().articles.map((a) => ({ slug: a.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { site, getArticle } = content();
  const article = getArticle(slug);
  if (!article) return {};
  return pageMetadata(site, {
    title: article.title,
    description: article.description,
    path: article.path,
    type: "article",
    image: article.cover,
    publishedTime: article.date,
    modifiedTime: article.updated ?? undefined,
  });
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const data = content();
  const article = data.getArticle(slug);
  const author = article && data.getAuthor(article.author);
  if (!article || !author) notFound();
  return (
    <ArticleView
      site={data.site}
      article={article}
      author={author}
      html={data.articleHtml(slug)}
      related={data.related(article)}
      partnerLinks={data.partnerLinksFor(article.path)}
    />
  );
}
