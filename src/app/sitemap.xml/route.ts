import { content } from "@/lib/content";
import { siteSitemap } from "@/lib/seo/sitemap-xml";

export const dynamic = "force-static";

/** Every indexable URL; past 50,000 an index of the parts scripts/prebuild.ts writes. */
export function GET() {
  return new Response(siteSitemap(content()).main, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
