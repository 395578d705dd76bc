/**
 * Each exported page's own Content-Security-Policy, written into the page by the build (called
 * from scripts/postprocess-export.ts) as `<meta http-equiv="Content-Security-Policy">`.
 *
 * Scripts run only from the site itself or when their exact text is one the build hashed: no
 * `unsafe-inline`, no `unsafe-eval`. A page's inline scripts (the theme script in <head>, the
 * framework's two bootstrap lines and the hydration loader) are the same on every page of a
 * build but change whenever the code does, so their hashes are computed here, from the page
 * itself, at every build. The policy travels inside the page: every host serves it (a bucket or
 * CDN that sends no headers too), and the hashes can never disagree with the bytes they cover,
 * which a header file written for the hosts could (a host left with an older build's header
 * blocks every script of the new one). The directives every page shares are also sent as a
 * header by the shipped host configurations (src/lib/hosting/headers.ts).
 */
import { createHash } from "node:crypto";
import { cspValue, SHARED_CSP_DIRECTIVES } from "@/lib/hosting/headers";

/** Every `<script …>…</script>` element: its attributes and its text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** JavaScript MIME types a browser runs (an absent or empty type is JavaScript too). */
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`,
    "i",
  ).exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/**
 * The text of every inline script the browser would run: no `src`, a JavaScript type. JSON-LD
 * and the deferred chunk tags (`type="text/x-deferred"`) are data blocks: never run, never checked.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, "src") !== undefined) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (!SCRIPT_TYPES.has(type)) continue;
    scripts.push(text);
  }
  return scripts;
}

/**
 * The CSP source of a script's text: sha256 of its UTF-8 bytes, as a browser computes it (the
 * HTML parser turns CR LF and lone CR into LF before the script sees its text).
 */
export function scriptHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}'`;
}

export interface PolicyOptions {
  /** The site's visitor counter (analytics.counterUrl): the one other host images may come from. */
  counterUrl: string;
}

/** The directives of a page's policy: the shared ones plus its scripts' hashes and the counter. */
export function pagePolicy(html: string, { counterUrl }: PolicyOptions): Record<string, string[]> {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))].sort();
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...hashes],
    // data: for the stylesheet's small inline drawings (icons); the counter's pixel after consent.
    "img-src": ["'self'", "data:", new URL(counterUrl).origin],
    ...Object.fromEntries(
      Object.entries(SHARED_CSP_DIRECTIVES).map(([name, values]) => [name, [...values]]),
    ),
  };
}

const META_NAME = 'http-equiv="Content-Security-Policy"';
const CHARSET = /<meta charSet="utf-8"\s*\/?>/i;

/**
 * The page with its policy as the first thing after `<meta charset>` (a meta policy covers only
 * what comes after it, so it must precede every script and stylesheet). A page that already
 * has a policy is given a fresh one (post-processing a page twice gives the same page).
 */
export function withContentSecurityPolicy(html: string, options: PolicyOptions): string {
  const page = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, "");
  const policy = cspValue(pagePolicy(page, options)).replace(/"/g, "&quot;");
  const meta = `<meta ${META_NAME} content="${policy}"/>`;
  const charset = CHARSET.exec(page);
  const head = /<head\b[^>]*>/i.exec(page);
  const at = charset ? charset.index + charset[0].length : head ? head.index + head[0].length : -1;
  if (at < 0) throw new Error("page has no <head>: its script policy has nowhere to go");
  const before = page.slice(0, at);
  if (/<script\b/i.test(before))
    throw new Error("page has a script before <meta charset>: the policy would not cover it");
  return `${before}${meta}${page.slice(at)}`;
}
