import { counterOrigin } from "@/lib/analytics/counter";
import type { Analytics } from "@/lib/analytics/settings";

/**
 * The page policy's `img-src`: the site's own images, inline data, and the visitor counter's
 * host when the site has one (the counters are images: nothing else of theirs loads). It lives
 * in each page's own policy, not the shared header (./headers.ts), because it changes with the
 * site's settings.
 */
export function imgSrcDirective(analytics: Analytics): `img-src ${string}` {
  const origin = counterOrigin(analytics);
  return `img-src ${["'self'", "data:", ...(origin ? [origin] : [])].join(" ")}`;
}
