import { CONSENT_STORAGE_KEY } from "@/lib/analytics/browser-settings";
import { firstPaint, THEME_STORAGE_KEY } from "./theme";

/** The page's one inline script (`firstPaint`), called with this site's keys. */
export function firstPaintScript(asksConsent: boolean): string {
  const consentKey = asksConsent ? JSON.stringify(CONSENT_STORAGE_KEY) : "null";
  return `(${firstPaint.toString()})(${JSON.stringify(THEME_STORAGE_KEY)},${consentKey});`;
}
