import { counterOrigin } from "@/lib/analytics/counter";
import type { Analytics } from "@/lib/analytics/settings";

/**
 * The page policy's `img-src` sources: the site's own images, inline data, and the visitor
 * counter's host when the site has one (the counters are images: nothing else of theirs
 * loads). They live in each page's own policy (./page-policy.ts), not the shared header
 * (./headers.ts), because they change with the site's settings.
 */
export function imgSources(analytics: Analytics): string[] {
  const origin = counterOrigin(analytics);
  return ["'self'", "data:", ...(origin ? [origin] : [])];
}
