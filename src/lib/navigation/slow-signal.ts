/**
 * The slow-load signal appears after 1 second (docs/behaviour.md#slow-load-signal); what screen
 * readers then hear is the site's text, written into the page (`NavigationProgress`).
 */
export const SLOW_NAVIGATION_MS = 1000;
