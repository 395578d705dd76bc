import type { MetadataRoute } from "next";
import { content } from "@/lib/content";

export const dynamic = "force-static";

export default function manifest(): MetadataRoute.Manifest {
  const { site } = content();
  return {
    name: `${site.title}: ${site.tagline}`,
    short_name: site.title,
    description: site.description,
    lang: site.language,
    start_url: "/",
    display: "standalone",
    background_color: "#fbf7f4",
    theme_color: site.colors.accent ?? "#8a2d5b",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
}
