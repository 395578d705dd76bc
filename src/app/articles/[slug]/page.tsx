import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticleView } from "@/components/articles/article-view";
import { SaveForOffline } from "@/components/navigation/save-for-offline";
import { PageGraph } from "@/components/seo/page-graph";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return content().articles.map((a) => ({ slug: a.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { site, getArticle, getAuthor } = content();
  const article = getArticle(slug);
  const author = article && getAuthor(article.author);
  if (!article || !author) return {};
  return pageMetadata(site, { kind: "article", article, author });
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const data = content();
  const article = data.getArticle(slug);
  const author = article && data.getAuthor(article.author);
  if (!article || !author) notFound();
  return (
    <>
      <PageGraph site={data.site} page={{ kind: "article", article, author }} />
      <ArticleView
        site={data.site}
        article={article}
        author={author}
        html={data.articleHtml(slug)}
        toc={data.articleToc(slug)}
        adjacent={data.adjacent(article)}
        related={data.related(article)}
        partnerLinks={data.partnerLinksFor(article.path)}
        saveForOffline={<SaveForOffline path={article.path} />}
      />
    </>
  );
}
