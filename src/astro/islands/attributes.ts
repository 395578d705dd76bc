/** The attributes of an island's element: what the page script reads to wake it. */
export const ISLAND_ATTRIBUTES = {
  /** The island's name (a key of ./registry.ts). */
  name: "data-island",
  /** The props it was rendered with, as JSON: it is hydrated with the same. */
  props: "data-island-props",
  /** A cache name: if that cache exists (an article saved offline), it wakes at once. */
  wakeIfCached: "data-island-cache",
  /** Present when it wakes as soon as the page is shown (the offline page's list). */
  wakeAtLoad: "data-island-load",
} as const;
