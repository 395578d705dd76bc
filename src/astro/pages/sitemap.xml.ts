import { siteSitemap } from "@/lib/seo/sitemap-xml";
import { content } from "../content/queries";

/** Every indexable URL; past 50,000 an index of the parts scripts/prebuild.ts writes. */
export const GET = async () =>
  new Response(siteSitemap(await content()).main, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
