import { parseMarker, planRecovery, RECOVERY_KEY } from "@/lib/navigation/reload-guard";

/** Longer than the bundler's own single retry of a chunk (200 to 600 ms) and its load. */
const SETTLE_MS = 2500;
const CHUNK = /\/_next\/static\/.+\.js(\?|$)/;

/**
 * A script chunk that fails to load (a deploy removed it, the network dropped) would leave a
 * half-working page: once the bundler's own retry has failed too, load the navigation's
 * target in full, else the current page (the guard in src/lib/navigation/reload-guard.ts
 * prevents a loop).
 */
export function installChunkRecovery(pendingNavigation: () => string | null): void {
  const failed = new Set<string>();
  const srcOf = (event: Event) => {
    const target = event.target;
    return target instanceof HTMLScriptElement && CHUNK.test(target.src) ? target.src : null;
  };
  addEventListener(
    "load",
    (event) => {
      const src = srcOf(event);
      if (src) failed.delete(src);
    },
    true,
  );
  addEventListener(
    "error",
    (event) => {
      const src = srcOf(event);
      if (!src || failed.has(src)) return;
      failed.add(src);
      setTimeout(() => {
        if (failed.has(src)) recover(pendingNavigation());
      }, SETTLE_MS);
    },
    true,
  );
}

function recover(pending: string | null): void {
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
