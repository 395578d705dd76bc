import { content } from "@/lib/content";
import { rssFeed } from "@/lib/seo/feed";

export const dynamic = "force-static";

/** RSS 2.0 of the latest articles, written to out/feed.xml at build. */
export function GET() {
  return new Response(rssFeed(content()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
