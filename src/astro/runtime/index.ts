import { installLoader } from "./loader";
import { installPrefetch } from "./prefetch";
import { installRecovery } from "./recovery";
import { installServiceWorker } from "./service-worker";

/**
 * What runs on a reader's phone between pages, before any island: Astro's router with our
 * loader, the prefetch scheduler, recovery from island scripts that fail, and the service
 * worker. It marks `<html data-runtime>` once it runs (tests and tools wait for it); a page
 * swapped in brings its own `<html>`, so the mark is set again after every swap.
 */
let pending: string | null = null;
installLoader((target) => {
  pending = target;
});
installRecovery(() => pending);
installPrefetch();
installServiceWorker();
const mark = () => {
  document.documentElement.dataset.runtime = "";
};
mark();
document.addEventListener("astro:after-swap", mark);
