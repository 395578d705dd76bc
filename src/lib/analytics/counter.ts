/**
 * The visitor counter is a third party's 1×1 image; what it learns is only what its URL
 * carries (the page, the referrer, the screen size and a nonce; src/components/consent/
 * consent-script.ts builds it) and what any image request carries: IP address, browser. It is
 * requested only after the reader has accepted (KVKK: explicit consent), once per page view.
 */
export type ConsentChoice = "granted" | "denied";
export const CONSENT_STORAGE_KEY = "analytics-consent";
