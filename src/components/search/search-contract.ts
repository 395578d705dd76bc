import type { KeyboardEvent } from "react";

/**
 * What the search box (in every page's header) and the lazily loaded result list tell each
 * other. Kept apart from both so neither imports the other's module: the box loads the list
 * with `import()` only on first focus.
 */

/** What the result list tells the box, for the combobox's ARIA state. */
export interface PanelView {
  expanded: boolean;
  active?: string;
}

/** The result list's keyboard handling; returns true when it used the key. */
export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => boolean;
