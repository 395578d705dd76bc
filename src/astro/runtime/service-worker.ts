import { VISITED_MESSAGE } from "@/lib/navigation/visits";
import { RUNTIME_PATHS as paths } from "@/lib/runtime-paths";
import { connection } from "./connection";

/** Asks the service worker to store the page shown (not on Save-Data: it costs the HTML again). */
function storeVisit() {
  if (!connection()?.saveData)
    navigator.serviceWorker?.controller?.postMessage({
      type: VISITED_MESSAGE,
      path: location.pathname,
    });
}

/**
 * Registers the service worker after the page has loaded (docs/behaviour.md#offline-reading),
 * and has it store every page the reader sees: the page that installed it once it takes
 * control, then each page shown.
 */
export function installServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => navigator.serviceWorker.register(paths.serviceWorker).catch(() => {});
  navigator.serviceWorker.addEventListener("controllerchange", storeVisit);
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
  document.addEventListener("astro:page-load", storeVisit);
}
