import { counterEndpoint } from "@/lib/analytics/counter";
import { selectCounterBlocks } from "@/lib/analytics/page-blocks";
import { escapeMarkup } from "@/lib/text/escape";
import type { Site } from "../types";
import { renderMarkdown } from "./markdown";

/**
 * Settings that static pages (content/pages/*.md) may show, by placeholder name: an editor
 * writes `{{controller.legalName}}` in the Markdown and the build puts the value in, as text.
 * Values are escaped, so settings can never add markup to a page; a name not listed here
 * stops the build, naming the page.
 */
export function pageFields(site: Site): Record<string, string | null> {
  const c = site.controller;
  const a = site.analytics;
  const endpoint = counterEndpoint(a);
  return {
    "site.title": site.title,
    "site.domain": site.domain,
    "site.email": site.email,
    "controller.legalName": c?.legalName ?? null,
    "controller.address": c?.address ?? null,
    "controller.mersis": c?.mersis ?? null,
    "controller.kep": c?.kep ?? null,
    "controller.email": c?.email ?? null,
    "controller.editorInChief": c?.editorInChief ?? null,
    "controller.managingEditor": c?.managingEditor ?? null,
    "controller.hostingCountry": c?.hostingCountry ?? null,
    "analytics.cookieName": a.provider === "liveinternet" ? (a.cookie?.name ?? null) : null,
    "analytics.cookieLifetime": a.provider === "liveinternet" ? (a.cookie?.lifetime ?? null) : null,
    "analytics.host": endpoint ? new URL(endpoint).host : null,
    "analytics.country":
      a.provider === "goatcounter" ? (countryName(a.country, site.language) ?? a.country) : null,
  };
}

/** A country's name in the site's language ("Türkiye", "Almanya" on a Turkish site). */
function countryName(code: string, language: Site["language"]): string | undefined {
  return new Intl.DisplayNames([language], { type: "region", fallback: "none" }).of(code);
}

/**
 * A static page's Markdown as readers get it: the counter blocks that hold for the site kept
 * (src/lib/analytics/page-blocks.ts), rendered, its placeholders filled. The build and the
 * editors' preview both call this. Problems name the body's line or the placeholder.
 */
export function staticPageHtml(body: string, site: Site): { html: string; problems: string[] } {
  const selected = selectCounterBlocks(body, site.analytics);
  const filled = fillPageFields(renderMarkdown(selected.markdown), pageFields(site));
  return { html: filled.html, problems: [...selected.problems, ...filled.problems] };
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z.]+)\s*\}\}/g;

/**
 * Puts field values into rendered HTML. Returns the names that could not be filled: unknown
 * ones, and ones whose setting is missing (a controller placeholder on a site without one).
 */
export function fillPageFields(
  html: string,
  fields: Record<string, string | null>,
): { html: string; problems: string[] } {
  const problems: string[] = [];
  const filled = html.replace(PLACEHOLDER, (whole, name: string) => {
    if (!(name in fields)) {
      problems.push(`unknown placeholder {{${name}}} (known: ${Object.keys(fields).join(", ")})`);
      return whole;
    }
    const value = fields[name];
    if (value === null || value === undefined) {
      problems.push(`{{${name}}} has no value: set "${name}" in the site settings`);
      return whole;
    }
    return escapeMarkup(value);
  });
  return { html: filled, problems };
}
