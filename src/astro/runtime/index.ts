// React's refresh runtime on the dev server, before any island's module runs (empty in a build):
// islands are hydrated by this script, not by Astro, which would otherwise set it up.
import "@vitejs/plugin-react/preamble";
import { installCounter } from "@/components/consent/consent-script";
import { installThemeControls } from "@/components/layout/theme";
import { COUNTER_META_NAME, parseCounterSettings } from "@/lib/analytics/browser-settings";
import { installIslands } from "../islands/wake";
import { installLoader } from "./loader";
import { installPrefetch } from "./prefetch";
import { recoverFromFailedScript } from "./recovery";
import { installServiceWorker } from "./service-worker";

/**
 * What runs on a reader's phone once a page is parsed: Astro's router with our loader, the
 * islands woken on first use (with recovery from island scripts that fail), the header's
 * controls, the visitor counter and its banner, the prefetch scheduler and the service worker.
 * Only what must be right before the first paint is written into the page itself
 * (src/components/layout/theme.ts, `firstPaint`). It marks `<html data-runtime>` once it runs
 * (tests and tools wait for it); a page swapped in brings its own `<html>`, so the mark is set
 * again after every swap.
 */
let pending: string | null = null;
installLoader((target) => {
  pending = target;
});
installIslands(() => recoverFromFailedScript(pending));
installThemeControls();
const counter = parseCounterSettings(
  document.querySelector<HTMLMetaElement>(`meta[name="${COUNTER_META_NAME}"]`)?.content,
);
if (counter) installCounter(counter);
installPrefetch();
installServiceWorker();
const mark = () => {
  document.documentElement.dataset.runtime = "";
};
mark();
document.addEventListener("astro:after-swap", mark);
