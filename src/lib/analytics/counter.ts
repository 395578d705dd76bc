import type { CounterSettings } from "./browser-settings";
import { type Analytics, HOME_COUNTRY, LIVEINTERNET_HIT } from "./settings";

/**
 * What the site's visitor counter means for a reader (docs/behaviour.md#visitor-counter): where
 * the browser sends each page view, and whether the reader is asked first. The request itself
 * is built in the page's script (src/components/consent/consent-script.ts).
 */

/** The address each page view is sent to; null when the site has no counter. */
export function counterEndpoint(analytics: Analytics): string | null {
  if (analytics.provider === "liveinternet") return LIVEINTERNET_HIT;
  if (analytics.provider === "goatcounter") return analytics.endpoint;
  return null;
}

/** The origin the page's Content-Security-Policy allows images from; null without a counter. */
export function counterOrigin(analytics: Analytics): string | null {
  const endpoint = counterEndpoint(analytics);
  return endpoint ? new URL(endpoint).origin : null;
}

/**
 * Whether the counter runs only after the reader consents: LiveInternet sets its own cookie
 * and processes the data in Russia (KVKK: explicit consent, and a separate one for the
 * transfer). A counter the publisher runs that stores nothing in the browser rests on
 * legitimate interest instead, and none asks nothing.
 */
export function needsConsent(analytics: Analytics): boolean {
  return analytics.provider === "liveinternet";
}

/** Whether the counter's data leaves Türkiye. */
export function sendsAbroad(analytics: Analytics): boolean {
  if (analytics.provider === "liveinternet") return true;
  if (analytics.provider === "goatcounter") return analytics.country !== HOME_COUNTRY;
  return false;
}

/** What the page script needs of the counter (./browser-settings.ts); null without one. */
export function counterSettingsForPage(analytics: Analytics): CounterSettings | null {
  const consent = needsConsent(analytics);
  if (analytics.provider === "liveinternet")
    return { provider: "liveinternet", type: analytics.type, consent };
  if (analytics.provider === "goatcounter")
    return { provider: "goatcounter", endpoint: analytics.endpoint, consent };
  return null;
}
