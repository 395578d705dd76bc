/**
 * Security headers every response carries, on every host (serve.json, nginx; a bucket behind a
 * CDN gets them from the CDN's rules, see README). One list, read by the generators in
 * ./serve-config.ts and ./nginx.ts.
 */

/**
 * Content-Security-Policy directives that hold for every page. Only these go in the header:
 * a header is the same for all pages, and `frame-ancestors` works only in a header.
 *
 * Per-page directives (`script-src` with the hashes of each page's inline scripts) belong in a
 * `<meta http-equiv="Content-Security-Policy">` in that page: a browser enforces every policy
 * it is given, so the header and the meta policy add up. To extend the header for all pages,
 * add a directive here; to add a page's own, write its meta tag (never widen this one).
 */
export const HEADER_CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  "object-src": ["'none'"],
  "form-action": ["'self'"],
};

/** `name value; name value`, directives in the order given; extra ones are appended. */
export function cspValue(
  directives: Readonly<Record<string, readonly string[]>> = HEADER_CSP_DIRECTIVES,
): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * Powerful features the site never uses, switched off for it and anything it embeds. Only names
 * Chromium knows: it logs a console warning for each unknown one (e.g. `bluetooth`), and the
 * hosting test fails on any message about this header.
 */
export const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "interest-cohort",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

export interface Header {
  name: string;
  value: string;
}

export const SECURITY_HEADERS: readonly Header[] = [
  { name: "X-Content-Type-Options", value: "nosniff" },
  { name: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { name: "Permissions-Policy", value: DENIED_FEATURES.map((f) => `${f}=()`).join(", ") },
  { name: "Content-Security-Policy", value: cspValue() },
];
