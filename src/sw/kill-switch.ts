/**
 * The kill switch (`SW_KILL_SWITCH=1 npm run build`): shipped as /sw.js in place of the real
 * worker, it takes over from any installed one, deletes the site's caches and unregisters
 * itself. Pages then load from the network as if no worker had ever been installed.
 */
import { CACHE_PREFIX } from "@/lib/navigation/offline-cache";

declare const self: ServiceWorkerGlobalScope;

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
      await self.registration.unregister();
    })(),
  );
});
