import { content } from "@/lib/content";
import { robotsTxt } from "@/lib/seo/robots";

export const dynamic = "force-static";

export function GET() {
  return new Response(robotsTxt(content().site), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
