/**
 * The visitor counter is a third party's 1×1 image; what it learns is only what this URL
 * carries (and what any image request carries: IP address, browser). It is requested only
 * after the reader has accepted (KVKK: explicit consent), once per page view.
 */
export function counterPixelUrl(
  counterUrl: string,
  view: { url: string; referrer: string; screen: { width: number; height: number }; nonce: string },
): string {
  const url = new URL(counterUrl);
  url.searchParams.set("u", view.url);
  url.searchParams.set("r", view.referrer);
  url.searchParams.set("s", `${view.screen.width}x${view.screen.height}`);
  // A fresh value per view, so caches between the reader and the counter do not swallow it.
  url.searchParams.set("n", view.nonce);
  return url.toString();
}

export type ConsentChoice = "granted" | "denied";
export const CONSENT_STORAGE_KEY = "analytics-consent";
/** Fired on window to show the consent banner again (from the footer's "Çerez tercihleri"). */
export const OPEN_CONSENT_EVENT = "isilti:open-consent";

export function readConsent(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

export function saveConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this page only, and the banner returns next time.
  }
}
