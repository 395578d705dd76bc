import { DEFAULT_LOCALE, dictionary, type Language } from "@/lib/i18n";
import { paths } from "@/lib/paths";
import { contrastRatio } from "@/styles/contrast";
import type { Site } from "../types";
import type { SiteSettings } from "./schemas";

/**
 * A site's settings with every default filled in: the same code builds sister sites, each
 * from its own content/site/{name}.yaml. Pure: the loader (./site.ts) reads the files.
 */

export const LOGO_SIZE = 72;

/** `iletisim@{domain}` for a Turkish site, `contact@{domain}` for an English one, … */
export function defaultEmail(language: Language, domain: string): string {
  return `${dictionary(language).contactLocalPart}@${domain}`;
}

export function resolveSite(settings: SiteSettings): Site {
  const email = settings.email ?? defaultEmail(settings.language, settings.domain);
  return {
    name: settings.name,
    title: settings.title,
    tagline: settings.tagline,
    description: settings.description,
    domain: settings.domain,
    url: `https://${settings.domain}`,
    language: settings.language,
    locale: settings.locale ?? DEFAULT_LOCALE[settings.language],
    email,
    social: settings.social,
    analytics: settings.analytics,
    logo: { src: settings.logo ?? paths.logo(settings.name), width: LOGO_SIZE, height: LOGO_SIZE },
    colors: {
      accent: settings.colors?.accent ?? null,
      accentDark: settings.colors?.accentDark ?? null,
    },
    home: settings.home,
    descriptionEmojis: settings.descriptionEmojis,
    healthCategories: settings.health?.categories ?? [],
    controller: settings.controller
      ? {
          ...settings.controller,
          editorInChief: settings.controller.editorInChief ?? null,
          managingEditor: settings.controller.managingEditor ?? null,
          hostingCountry: settings.controller.hostingCountry ?? null,
          email: settings.controller.email ?? email,
        }
      : null,
  };
}

/** The message for a SITE that has no settings file: it names the sites that do. */
export function unknownSiteMessage(name: string, known: readonly string[], dir: string): string {
  const list =
    known.length === 0
      ? `there are none in ${dir}/`
      : `known sites: ${[...known].sort().join(", ")}`;
  return `unknown site "${name}" (no ${dir}/${name}.yaml); ${list}. Set SITE to one of them.`;
}

/** Theme colours an accent is drawn on and under (from src/styles/tokens.css). */
export interface ThemeSurfaces {
  bg: string;
  surface: string;
  "surface-muted": string;
  "on-accent": string;
}

/**
 * A custom accent must stay readable where the default one is checked (src/styles/tokens.test.ts):
 * as text on the page, card and muted backgrounds, and under the button text drawn on it
 * (WCAG AA, 4.5:1; the focus ring in the same colour then has more than the 3:1 it needs).
 */
export function colourProblems(
  colors: Site["colors"],
  themes: Record<"light" | "dark", ThemeSurfaces>,
): { field: string; problem: string }[] {
  const problems: { field: string; problem: string }[] = [];
  const check = (field: string, colour: string | null, theme: ThemeSurfaces, name: string) => {
    if (!colour) return;
    for (const against of ["bg", "surface", "surface-muted", "on-accent"] as const) {
      const ratio = contrastRatio(colour, theme[against]);
      if (ratio < 4.5)
        problems.push({
          field,
          problem: `${colour} has a contrast of ${ratio.toFixed(2)}:1 with the ${name} theme's ${against} colour ${theme[against]}; at least 4.5:1 is needed`,
        });
    }
  };
  check("colors.accent", colors.accent, themes.light, "light");
  check("colors.accentDark", colors.accentDark, themes.dark, "dark");
  return problems;
}

/**
 * The design tokens a custom accent replaces, as a stylesheet; null when the settings set none.
 * `html:root` outweighs tokens.css's `:root`, and `html:root[data-theme="dark"]` its dark
 * theme's rule: Astro links the site's stylesheet after the page's own <style> elements, so a
 * rule of the same weight would lose to it. A light accent alone still yields to the default
 * dark one in the dark theme, and neither applies in print, where global.css draws links black.
 */
export function accentCss(colors: Site["colors"]): string | null {
  const block = (selector: string, colour: string | null) =>
    colour ? `${selector}{--color-accent:${colour};--color-focus:${colour}}` : "";
  const css =
    block("html:root", colors.accent) + block('html:root[data-theme="dark"]', colors.accentDark);
  return css ? `@media not print{${css}}` : null;
}
