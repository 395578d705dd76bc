import { describe, expect, it } from "vitest";
import { cspValue, HEADER_CSP_DIRECTIVES, SECURITY_HEADERS } from "./headers";

const header = (name: string) => SECURITY_HEADERS.find((h) => h.name === name)?.value;

describe("security headers", () => {
  const shared =
    "base-uri 'self'; object-src 'none'; form-action 'self'; connect-src 'self'; font-src 'self'; manifest-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'";

  it("carries the page-independent policy and nothing per page", () => {
    expect(header("Content-Security-Policy")).toBe(`frame-ancestors 'none'; ${shared}`);
    // script-src and default-src (its fallback) live in each page's meta policy: src/lib/build/csp.ts.
    expect(header("Content-Security-Policy")).not.toMatch(/script-src|default-src|unsafe-eval/);
  });

  it("can be extended by a later policy without editing the list by hand", () => {
    expect(cspValue({ ...HEADER_CSP_DIRECTIVES, "upgrade-insecure-requests": [] })).toBe(
      `frame-ancestors 'none'; ${shared}; upgrade-insecure-requests`,
    );
  });

  it("denies the features the site does not use", () => {
    const policy = header("Permissions-Policy") ?? "";
    for (const feature of [
      "camera",
      "microphone",
      "geolocation",
      "payment",
      "usb",
      "browsing-topics",
    ])
      expect(policy).toContain(`${feature}=()`);
    expect(header("X-Content-Type-Options")).toBe("nosniff");
    expect(header("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});
