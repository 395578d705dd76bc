import type { MetadataRoute } from "next";
import { content } from "@/lib/content";
import { webManifest } from "@/lib/seo/manifest";

export const dynamic = "force-static";

export default function manifest(): MetadataRoute.Manifest {
  const m = webManifest(content().site);
  return { ...m, icons: [...m.icons] };
}
