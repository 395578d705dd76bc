import { cacheClassOf } from "@/lib/hosting/cache";
import { extensionOf } from "@/lib/hosting/content-types";
import { paths } from "@/lib/paths";

/**
 * The order a deploy uploads in, so that at every moment each file in the bucket finds what it
 * refers to: a page refers to assets (uploaded before it), the service worker precaches pages
 * and assets (after them), sitemaps and the feed announce pages (last, once the pages exist).
 */
export const PHASES = ["assets", "static", "data", "pages", "worker", "sitemaps", "feed"] as const;
export type Phase = (typeof PHASES)[number];

export const PHASE_LABEL: Readonly<Record<Phase, string>> = {
  assets: "fingerprinted assets",
  static: "icons and images",
  data: "page data",
  pages: "pages",
  worker: "service worker",
  sitemaps: "sitemaps and robots.txt",
  feed: "feed",
};

/** The phase of a file, by its site path (`/articles/x.html`). */
export function phaseOf(sitePath: string): Phase {
  switch (cacheClassOf(sitePath)) {
    case "immutable":
      return "assets";
    case "static":
      return "static";
    case "worker":
      return "worker";
    case "revalidate":
      break;
  }
  if (sitePath === paths.feed) return "feed";
  if (sitePath === paths.robots || /^\/sitemap[^/]*\.xml$/.test(sitePath)) return "sitemaps";
  if (extensionOf(sitePath) === "html") return "pages";
  return "data";
}
