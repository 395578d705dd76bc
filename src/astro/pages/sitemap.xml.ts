import { content } from "@/lib/content";
import { siteSitemap } from "@/lib/seo/sitemap-xml";

/** Every indexable URL; past 50,000 an index of the parts scripts/prebuild.ts writes. */
export const GET = () =>
  new Response(siteSitemap(content()).main, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
