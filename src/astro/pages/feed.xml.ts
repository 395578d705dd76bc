import { rssFeed } from "@/lib/seo/feed";
import { content } from "../content/queries";

/** RSS 2.0 of the latest articles. */
export const GET = async () =>
  new Response(rssFeed(await content()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
