/**
 * What the page script knows of the site's visitor counter, read from the page itself (a
 * `<meta name="counter">` the layout writes): apart from the counter's settings and their
 * schema (./settings.ts), which stay at build, so the page script carries none of them.
 */

/** Where the reader's answer to the consent banner is kept in the browser (localStorage). */
export const CONSENT_STORAGE_KEY = "analytics-consent";

/** The `name` of the meta element that carries the settings. */
export const COUNTER_META_NAME = "counter";

/** The counter a page counts with, and whether the reader is asked first. */
export type CounterSettings =
  | { provider: "liveinternet"; type: string; consent: boolean }
  | { provider: "goatcounter"; endpoint: string; consent: boolean };

/** The settings in a page's meta element, or null when there are none (or they are not ours). */
export function parseCounterSettings(text: string | null | undefined): CounterSettings | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const settings = value as Record<string, unknown>;
  if (typeof settings.consent !== "boolean") return null;
  if (settings.provider === "liveinternet" && typeof settings.type === "string")
    return { provider: "liveinternet", type: settings.type, consent: settings.consent };
  if (settings.provider === "goatcounter" && typeof settings.endpoint === "string")
    return { provider: "goatcounter", endpoint: settings.endpoint, consent: settings.consent };
  return null;
}
