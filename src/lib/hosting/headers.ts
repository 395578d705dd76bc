/**
 * Security headers every response carries, on every host (serve.json, nginx; a bucket behind a
 * CDN gets them from the CDN's rules, see README). One list, read by the generators in
 * ./serve-config.ts and ./nginx.ts.
 */

/**
 * Content-Security-Policy directives that hold for every site and every page: sent as a header
 * by every host, and repeated in each page's own policy (src/lib/build/csp.ts), so a host that
 * sends no headers (a bare bucket) still enforces them.
 *
 * What is not here, and why: `script-src` holds the hashes of a page's inline scripts, which
 * change with the code, and `img-src` names the site's visitor counter, which changes with the
 * site (./counter-csp.ts); both live only in the `<meta http-equiv="Content-Security-Policy">` the build writes
 * into each page. `default-src` would also govern scripts (it is their fallback), so a header
 * `default-src 'self'` would block those hashed inline scripts: it lives in the page policy too.
 * A browser enforces every policy it is given, so the header and the page policy add up.
 */
export const SHARED_CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  "base-uri": ["'self'"],
  "object-src": ["'none'"],
  "form-action": ["'self'"],
  "connect-src": ["'self'"],
  "font-src": ["'self'"],
  "manifest-src": ["'self'"],
  "worker-src": ["'self'"],
  // React writes `style` attributes and the site settings an inline <style> (accent colours);
  // styles cannot run code, so inline styles are allowed (scripts never are).
  "style-src": ["'self'", "'unsafe-inline'"],
};

/** The header's policy: `frame-ancestors` works only in a header, then the shared directives. */
export const HEADER_CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  "frame-ancestors": ["'none'"],
  ...SHARED_CSP_DIRECTIVES,
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
