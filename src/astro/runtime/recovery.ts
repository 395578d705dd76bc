import { parseMarker, planRecovery, RECOVERY_KEY } from "@/lib/navigation/reload-guard";

/**
 * An island whose script failed to load (a deploy removed it, the network dropped) would stay
 * dead markup: load the navigation's target in full, else the current page. The guard in
 * src/lib/navigation/reload-guard.ts keeps that from becoming a loop.
 */
export function recoverFromFailedScript(pending: string | null): void {
  let previous = null;
  try {
    previous = parseMarker(sessionStorage.getItem(RECOVERY_KEY));
  } catch {
    // storage blocked: without a marker, recover at most once per page view
  }
  const plan = planRecovery(pending, location.href, previous, Date.now());
  if (!plan.reload) return;
  try {
    sessionStorage.setItem(RECOVERY_KEY, JSON.stringify(plan.marker));
  } catch {
    // as above
  }
  location.assign(plan.reload);
}
