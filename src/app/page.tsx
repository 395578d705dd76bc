import type { Metadata } from "next";
import { HomeView } from "@/components/home/home-view";
import { PageGraph } from "@/components/seo/page-graph";
import { content } from "@/lib/content";
import { paths } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Metadata {
  const { site } = content();
  return pageMetadata(site, { kind: "home" });
}

export default function HomePage() {
  const { site, home, partnerLinksFor } = content();
  return (
    <>
      <PageGraph site={site} page={{ kind: "home" }} />
      <HomeView site={site} sections={home()} partnerLinks={partnerLinksFor(paths.home)} />
    </>
  );
}
