import { content } from "@/lib/content";
import { rssFeed } from "@/lib/seo/feed";

/** RSS 2.0 of the latest articles. */
export const GET = () =>
  new Response(rssFeed(content()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
