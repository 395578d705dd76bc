import { content } from "@/lib/content";
import { sitemapXml } from "@/lib/seo/sitemap-xml";

export const dynamic = "force-static";

export function GET() {
  return new Response(sitemapXml(content()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
