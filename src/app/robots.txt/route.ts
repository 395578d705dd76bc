import { content } from "@/lib/content";
import { paths } from "@/lib/paths";

export const dynamic = "force-static";

export function GET() {
  const { site } = content();
  const body = `User-agent: *\nAllow: /\nDisallow: /500\n\nSitemap: ${site.url}${paths.sitemapXml}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
