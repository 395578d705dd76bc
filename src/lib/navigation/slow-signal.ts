/** The slow-load signal appears after 1 second (docs/behaviour.md#slow-load-signal). */
export const SLOW_NAVIGATION_MS = 1000;
/** What a screen reader hears while it shows. */
export const LOADING_TEXT = "Sayfa yükleniyor…";
