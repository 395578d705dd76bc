import { content } from "@/lib/content";

export const dynamic = "force-static";

export function GET() {
  const { site } = content();
  const body = `User-agent: *\nAllow: /\nDisallow: /500\n\nSitemap: ${site.url}/sitemap.xml\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
