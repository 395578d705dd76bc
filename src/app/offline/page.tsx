import type { Metadata } from "next";
import { OfflineArticles } from "@/components/navigation/offline-articles";
import { OFFLINE_MESSAGE, OFFLINE_TITLE, OfflineView } from "@/components/navigation/offline-view";
import { PageGraph } from "@/components/seo/page-graph";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";
import type { SeoPage } from "@/lib/seo/page-facts";

const OFFLINE_PAGE: SeoPage = {
  kind: "offline",
  title: OFFLINE_TITLE,
  description: OFFLINE_MESSAGE,
};

export function generateMetadata(): Metadata {
  return pageMetadata(content().site, OFFLINE_PAGE);
}

/** Shown by the service worker for a page this device has not stored (out/offline.html). */
export default function OfflinePage() {
  return (
    <>
      <PageGraph site={content().site} page={OFFLINE_PAGE} />
      <OfflineView savedArticles={<OfflineArticles />} />
    </>
  );
}
