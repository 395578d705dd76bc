import type { Site } from "@/lib/content/types";
import { paths } from "@/lib/paths";
import { tokenColour } from "@/styles/theme-colours";

/** The web app manifest (`/manifest.webmanifest`): what a phone shows for the installed site. */
export function webManifest(site: Site) {
  return {
    name: `${site.title}: ${site.tagline}`,
    short_name: site.title,
    description: site.description,
    lang: site.language,
    start_url: paths.home,
    display: "standalone",
    background_color: tokenColour("light", "bg"),
    theme_color: site.colors.accent ?? tokenColour("light", "accent"),
    icons: [
      { src: paths.appIcon(192), sizes: "192x192", type: "image/png" },
      { src: paths.appIcon(512), sizes: "512x512", type: "image/png" },
    ],
  } as const;
}
