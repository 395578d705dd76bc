import type { Metadata } from "next";
import { AuthorsView } from "@/components/authors/authors-view";
import { PageGraph } from "@/components/seo/page-graph";
import { content } from "@/lib/content";
import { paths } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageTexts } from "@/lib/seo/page-texts";

export function generateMetadata(): Metadata {
  const { site } = content();
  return pageMetadata(site, { kind: "authors" });
}

export default function AuthorsPage() {
  const { site, authorDirectory, partnerLinksFor } = content();
  return (
    <>
      <PageGraph site={site} page={{ kind: "authors" }} />
      <AuthorsView
        site={site}
        {...pageTexts(site).authors}
        authors={authorDirectory()}
        partnerLinks={partnerLinksFor(paths.authors)}
      />
    </>
  );
}
