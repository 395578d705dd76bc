/**
 * Recovery from a script chunk that failed to load (docs/behaviour.md#new-build-while-reading): a full load of the
 * page the reader was going to, else of the page they were on. A marker kept for the browser
 * session makes sure that a page whose scripts keep failing is loaded in full once, not in a
 * loop: the second failure within the window is left to the page's error view.
 */

export const RECOVERY_KEY = "isilti:chunk-recovery";
export const RECOVERY_WINDOW_MS = 60_000;

export interface RecoveryMarker {
  path: string;
  at: number;
}

export function parseMarker(raw: string | null): RecoveryMarker | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RecoveryMarker> | null;
    if (typeof value?.path === "string" && typeof value.at === "number")
      return { path: value.path, at: value.at };
  } catch {
    // a marker we did not write: ignore it
  }
  return null;
}

export interface RecoveryPlan {
  /** The URL to load in full, or null to stay (a reload of it already failed just now). */
  reload: string | null;
  marker: RecoveryMarker;
}

/**
 * @param pending the URL of the navigation under way, if any
 * @param current the URL shown now: the last visited path
 */
export function planRecovery(
  pending: string | null,
  current: string,
  previous: RecoveryMarker | null,
  now: number,
): RecoveryPlan {
  const target = pending ?? current;
  const path = new URL(target, "http://x").pathname;
  if (previous && previous.path === path && now - previous.at < RECOVERY_WINDOW_MS)
    return { reload: null, marker: previous };
  return { reload: target, marker: { path, at: now } };
}
