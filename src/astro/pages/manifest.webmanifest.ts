import { content } from "@/lib/content";
import { webManifest } from "@/lib/seo/manifest";

export const GET = () => Response.json(webManifest(content().site));
