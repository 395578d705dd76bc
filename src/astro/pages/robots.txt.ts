import { content } from "@/lib/content";
import { robotsTxt } from "@/lib/seo/robots";

export const GET = () =>
  new Response(robotsTxt(content().site), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
