import { webManifest } from "@/lib/seo/manifest";
import { content } from "../content/queries";

export const GET = async () => Response.json(webManifest((await content()).site));
