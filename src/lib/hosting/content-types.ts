import { paths } from "@/lib/paths";

/**
 * The Content-Type of every file the build writes, for every host: the local server
 * (serve.json), nginx and the bucket upload all read this one table (see ./rules.ts).
 */

export interface TypeRule {
  /** File extensions, without the dot, lower case. */
  extensions: readonly string[];
  type: string;
  /** Text formats get `; charset=utf-8`: Turkish letters must never be guessed as Latin-1. */
  charset: boolean;
}

export const TYPE_RULES: readonly TypeRule[] = [
  { extensions: ["html", "htm"], type: "text/html", charset: true },
  // The framework's page data (RSC payloads, also named with `$` and `_`): its client router
  // accepts text/plain for a static export, and treats anything else as a failed fetch.
  { extensions: ["txt"], type: "text/plain", charset: true },
  { extensions: ["js", "mjs"], type: "text/javascript", charset: true },
  { extensions: ["css"], type: "text/css", charset: true },
  { extensions: ["json", "map"], type: "application/json", charset: true },
  { extensions: ["webmanifest"], type: "application/manifest+json", charset: true },
  { extensions: ["xml"], type: "application/xml", charset: true },
  { extensions: ["svg"], type: "image/svg+xml", charset: true },
  { extensions: ["png"], type: "image/png", charset: false },
  { extensions: ["jpg", "jpeg"], type: "image/jpeg", charset: false },
  { extensions: ["gif"], type: "image/gif", charset: false },
  { extensions: ["webp"], type: "image/webp", charset: false },
  { extensions: ["avif"], type: "image/avif", charset: false },
  { extensions: ["ico"], type: "image/x-icon", charset: false },
  { extensions: ["woff2"], type: "font/woff2", charset: false },
  { extensions: ["woff"], type: "font/woff", charset: false },
  { extensions: ["ttf"], type: "font/ttf", charset: false },
  { extensions: ["pdf"], type: "application/pdf", charset: false },
];

/** Files whose name alone decides their type (the extension would say otherwise, or nothing). */
export interface NamedTypeRule {
  /** Site path pattern: a `*` stands for one path segment. */
  pattern: string;
  type: string;
  charset: boolean;
}

export const NAMED_TYPE_RULES: readonly NamedTypeRule[] = [
  { pattern: paths.feed, type: "application/rss+xml", charset: true },
  // Social cards written without an extension (the file-based cards of frameworks) are PNG.
  { pattern: "/**/{opengraph-image,twitter-image}", type: "image/png", charset: false },
];

/** What an unknown file is sent as: never sniffed into something executable (nosniff is on). */
export const FALLBACK_TYPE = "application/octet-stream";

export const headerValue = (rule: { type: string; charset: boolean }) =>
  rule.charset ? `${rule.type}; charset=utf-8` : rule.type;

/**
 * The glob dialect of these rules, which serve.json (minimatch) also reads: `*` matches within
 * one path segment, `**` across segments, `{a,b}` either word. As a regex source for nginx and JS.
 */
export function patternToRegexSource(pattern: string): string {
  const body = pattern
    .split(/(\*\*\/|\*\*|\*|\{[^}]*\})/)
    .map((part) => {
      if (part === "**/") return "(?:.*/)?";
      if (part === "**") return ".*";
      if (part === "*") return "[^/]*";
      if (part.startsWith("{"))
        return `(?:${part.slice(1, -1).split(",").map(escapeRegex).join("|")})`;
      return escapeRegex(part);
    })
    .join("");
  return `^${body}$`;
}

const escapeRegex = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

export function patternToRegExp(pattern: string): RegExp {
  return new RegExp(patternToRegexSource(pattern));
}

const namedMatchers = NAMED_TYPE_RULES.map((rule) => ({
  rule,
  regexp: patternToRegExp(rule.pattern),
}));

export function extensionOf(sitePath: string): string {
  const name = sitePath.slice(sitePath.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** The rule for a file, by its site path (`/articles/x.txt`); undefined for an unknown kind. */
export function typeRuleOf(sitePath: string): { type: string; charset: boolean } | undefined {
  const named = namedMatchers.find(({ regexp }) => regexp.test(sitePath));
  if (named) return named.rule;
  const extension = extensionOf(sitePath);
  return TYPE_RULES.find((rule) => rule.extensions.includes(extension));
}

/** The Content-Type header of a file, by its site path. */
export function contentTypeOf(sitePath: string): string {
  const rule = typeRuleOf(sitePath);
  return rule ? headerValue(rule) : FALLBACK_TYPE;
}
