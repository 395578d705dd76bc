import type { Metadata } from "next";
import { content } from "@/lib/content";
import type { StaticPageSlug } from "@/lib/paths";
import { pageMetadata } from "./metadata";

export function staticPageMetadata(slug: StaticPageSlug): Metadata {
  const { site, getPage } = content();
  const page = getPage(slug);
  if (!page) return {};
  return pageMetadata(site, { kind: "static", page });
}
