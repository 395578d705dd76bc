import { robotsTxt } from "@/lib/seo/robots";
import { content } from "../content/queries";

export const GET = async () =>
  new Response(robotsTxt((await content()).site), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
