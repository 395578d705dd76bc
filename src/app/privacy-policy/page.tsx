import type { Metadata } from "next";
import { StaticPageView } from "@/components/page/static-page-view";
import { content } from "@/lib/content";
import { staticPageMetadata } from "@/lib/seo/static-page-metadata";

export function generateMetadata(): Metadata {
  return staticPageMetadata("privacy-policy");
}

export default function PrivacyPolicyPage() {
  return <StaticPageView page={content().getPage("privacy-policy")} />;
}
