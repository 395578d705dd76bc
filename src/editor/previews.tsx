import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { ArticleView } from "@/components/articles/article-view";
import { AuthorBox } from "@/components/authors/author-box";
import { StaticPageView } from "@/components/page/static-page-view";
import { staticPageHtml } from "@/lib/content/page-fields";
import { articlePreview, previewAuthor } from "@/lib/editing/preview-model";
import { dictionary } from "@/lib/i18n";
import { paths, type StaticPageSlug } from "@/lib/paths";
import { desk } from "./desk";

/**
 * The desk's preview draws an entry with the site's own components, in the site's stylesheet
 * (registered with the preview), so an editor sees the article as readers will.
 */

type Props = PreviewTemplateComponentProps;
const dataOf = (entry: Props["entry"]): Record<string, unknown> =>
  entry.get("data")?.toJS?.() ?? {};

/** Where the desk serves an image the entry names (uploaded or already in the folder). */
function assetUrl(getAsset: Props["getAsset"], src: unknown): string | null {
  if (typeof src !== "string" || src === "") return null;
  const asset = getAsset(src);
  return asset ? String(asset) : null;
}

export function ArticlePreview({ entry, getAsset }: Props) {
  const data = dataOf(entry);
  const cover = (data.cover ?? {}) as { src?: unknown };
  const view = articlePreview(data, desk(), assetUrl(getAsset, cover.src));
  return (
    <ArticleView
      {...view}
      adjacent={{ previous: null, next: null }}
      related={[]}
      partnerLinks={[]}
      saveForOffline={null}
    />
  );
}

export function AuthorPreview({ entry }: Props) {
  const data = dataOf(entry);
  const slug = typeof data.slug === "string" ? data.slug : "";
  const site = desk();
  const author = previewAuthor(slug, {
    ...site,
    authors: [
      {
        slug,
        name: String(data.name ?? ""),
        role: String(data.role ?? ""),
        description: String(data.description ?? ""),
        metaTitle: String(data.meta_title ?? ""),
        metaDescription: String(data.meta_description ?? ""),
        path: paths.author(slug),
        avatar: site.authors.find((a) => a.slug === slug)?.avatar,
      },
    ],
  });
  return (
    <div className="container">
      <AuthorBox t={dictionary(site.site.language)} author={author} />
    </div>
  );
}

export function PagePreview({ entry }: Props) {
  const slug = String(entry.get("slug")) as StaticPageSlug;
  const data = dataOf(entry);
  const { html } = staticPageHtml(String(data.body ?? ""), desk().site);
  return (
    <StaticPageView
      site={desk().site}
      partnerLinks={[]}
      page={{
        slug,
        path: paths.staticPage(slug),
        title: String(data.title ?? ""),
        description: String(data.description ?? ""),
        updated: String(data.updated ?? ""),
        html,
      }}
    />
  );
}
