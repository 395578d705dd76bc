import type { Metadata } from "next";
import { StaticPageView } from "@/components/page/static-page-view";
import { content } from "@/lib/content";
import { staticPageMetadata } from "@/lib/seo/static-page-metadata";

export function generateMetadata(): Metadata {
  return staticPageMetadata("about-us");
}

export default function AboutUsPage() {
  return <StaticPageView page={content().getPage("about-us")} />;
}
