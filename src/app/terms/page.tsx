import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StaticPageView } from "@/components/page/static-page-view";
import { PageGraph } from "@/components/seo/page-graph";
import { content } from "@/lib/content";
import { paths } from "@/lib/paths";
import { staticPageMetadata } from "@/lib/seo/static-page-metadata";

export function generateMetadata(): Metadata {
  return staticPageMetadata("terms");
}

export default function TermsPage() {
  const { site, getPage, partnerLinksFor } = content();
  const page = getPage("terms");
  if (!page) notFound();
  return (
    <>
      <PageGraph site={site} page={{ kind: "static", page }} />
      <StaticPageView
        site={site}
        page={page}
        partnerLinks={partnerLinksFor(paths.staticPage("terms"))}
      />
    </>
  );
}
