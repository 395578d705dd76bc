import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { type ReactNode, useCallback } from "react";
import { ArticleView } from "@/components/articles/article-view";
import { AuthorBox } from "@/components/authors/author-box";
import { StaticPageView } from "@/components/page/static-page-view";
import { staticPageHtml } from "@/lib/content/loading/page-fields";
import type { Site } from "@/lib/content/types";
import { articlePreview, previewAuthor } from "@/lib/editing/preview-model";
import { DESK } from "@/lib/editing/texts";
import { dictionary } from "@/lib/i18n";
import { paths, type StaticPageSlug } from "@/lib/paths";
import { desk } from "./desk";
import { entryFile } from "./entry-check";

/**
 * The desk's preview draws an entry with the site's own components, in the site's stylesheet
 * (registered with the preview) and the site's language, so an editor sees the article as
 * readers will: a heading the stylesheet sets in capitals reads "TEKNİKLERİ" in Turkish.
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

/**
 * The preview's frame as the site's page: its document in the site's language. Decap draws
 * the preview in a frame of its own; this sets the frame's `lang` as the site's pages do.
 */
function SitePage({ site, children }: { site: Site | null; children: (site: Site) => ReactNode }) {
  const language = site?.language ?? "tr";
  const inFrame = useCallback(
    (node: HTMLDivElement | null) => {
      if (node) node.ownerDocument.documentElement.lang = language;
    },
    [language],
  );
  return (
    <div ref={inFrame}>{site ? children(site) : <p className="container">{DESK.noSite}</p>}</div>
  );
}

export function ArticlePreview({ entry, getAsset }: Props) {
  const data = dataOf(entry);
  const cover = (data.cover ?? {}) as { src?: unknown };
  const current = desk();
  return (
    <SitePage site={current.site}>
      {(site) => (
        <ArticleView
          {...articlePreview(
            data,
            { ...current, site },
            assetUrl(getAsset, cover.src),
            entryFile(entry),
          )}
          adjacent={{ previous: null, next: null }}
          related={[]}
          partnerLinks={[]}
          saveForOffline={null}
        />
      )}
    </SitePage>
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
    <SitePage site={site.site}>
      {(shown) => (
        <div className="container">
          <AuthorBox t={dictionary(shown.language)} author={author} />
        </div>
      )}
    </SitePage>
  );
}

export function PagePreview({ entry }: Props) {
  const slug = String(entry.get("slug")) as StaticPageSlug;
  const data = dataOf(entry);
  return (
    <SitePage site={desk().site}>
      {(site) => (
        <StaticPageView
          site={site}
          partnerLinks={[]}
          page={{
            slug,
            path: paths.staticPage(slug),
            title: String(data.title ?? ""),
            description: String(data.description ?? ""),
            updated: String(data.updated ?? ""),
            html: staticPageHtml(String(data.body ?? ""), site).html,
          }}
        />
      )}
    </SitePage>
  );
}
