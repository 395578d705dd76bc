import type { Metadata } from "next";
import { StaticPageView } from "@/components/page/static-page-view";
import { content } from "@/lib/content";
import { staticPageMetadata } from "@/lib/seo/static-page-metadata";

export function generateMetadata(): Metadata {
  return staticPageMetadata("terms");
}

export default function TermsPage() {
  return <StaticPageView page={content().getPage("terms")} />;
}
