import type { Metadata } from "next";
import { NotFoundView } from "@/components/page/not-found-view";
import { PageGraph } from "@/components/seo/page-graph";
import { content } from "@/lib/content";
import type { Site } from "@/lib/content/types";
import { pageMetadata } from "@/lib/seo/metadata";
import type { SeoPage } from "@/lib/seo/page-facts";
import { pageTexts } from "@/lib/seo/page-texts";

const notFoundPage = (site: Site): SeoPage => ({
  kind: "error",
  status: 404,
  ...pageTexts(site).notFound,
});

export function generateMetadata(): Metadata {
  const { site } = content();
  return pageMetadata(site, notFoundPage(site));
}

export default function NotFound() {
  const { site } = content();
  return (
    <>
      <PageGraph site={site} page={notFoundPage(site)} />
      <NotFoundView title={pageTexts(site).notFound.title} />
    </>
  );
}
