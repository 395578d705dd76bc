import type { Analytics } from "@/lib/analytics/settings";
import { imgSources } from "./counter-csp";
import { cspValue, SHARED_CSP_DIRECTIVES } from "./headers";

/**
 * The Content-Security-Policy each page carries in its own `<meta http-equiv>`, first in its
 * head (docs/quality.md): `default-src 'self'`, the directives every host also sends, images
 * from the site and its counter, and scripts from the site and the page's inline scripts by
 * their hashes, nothing else: no `unsafe-inline`, no other host. Every page carries the same
 * inline script, so pages the router swaps in (which keep the first page's policy) agree.
 */
export function pagePolicy(options: {
  analytics: Analytics;
  scriptHashes: readonly `sha256-${string}`[];
}): string {
  const { "style-src": styleSrc = [], ...shared } = SHARED_CSP_DIRECTIVES;
  return cspValue({
    "default-src": ["'self'"],
    ...shared,
    "img-src": imgSources(options.analytics),
    "script-src": ["'self'", ...options.scriptHashes.map((hash) => `'${hash}'`)],
    "style-src": styleSrc,
  });
}
