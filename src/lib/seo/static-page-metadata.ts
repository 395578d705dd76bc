import type { Metadata } from "next";
import { STATIC_PAGE_PATHS } from "@/components/page/static-page-view";
import { content } from "@/lib/content";
import type { StaticPageSlug } from "@/lib/content/pages";
import { pageMetadata } from "./metadata";

export function staticPageMetadata(slug: StaticPageSlug): Metadata {
  const { site, getPage } = content();
  const page = getPage(slug);
  if (!page) return {};
  return pageMetadata(site, {
    title: page.title,
    description: page.description,
    path: STATIC_PAGE_PATHS[slug],
  });
}
