import { useEffect, useState } from "react";
import { SAVE_TEXT } from "@/lib/i18n/islands";
import type { Language } from "@/lib/i18n/languages";
import type { SaveText } from "@/lib/i18n/schema";
import { savedCacheName } from "@/lib/navigation/offline-cache";
import styles from "./save-for-offline.module.css";

type State = "idle" | "busy" | "saved" | "failed";

/** The button's text in each state. */
const label = (text: SaveText, state: State) =>
  ({ idle: text.save, busy: text.saving, saved: text.remove, failed: text.save })[state];
/** What the status beside it says. */
const status = (text: SaveText, state: State) =>
  ({ idle: "", busy: "", saved: text.saved, failed: text.failed })[state];

/**
 * Saves an article, its data and the images shown with it for reading offline, in a cache of
 * its own that the service worker reads and never evicts (src/lib/navigation/offline-cache.ts).
 * No account, no server: the caches are the reading list, listed on the offline page. An
 * island: it gets the site's language and reads its own texts.
 */
export function SaveForOffline({ path, language }: { path: string; language: Language }) {
  const text = SAVE_TEXT[language];
  const [state, setState] = useState<State>("idle");
  const name = savedCacheName(path);

  useEffect(() => {
    window.caches?.has(name).then(
      (saved) => saved && setState("saved"),
      () => {},
    );
  }, [name]);

  const toggle = async () => {
    if (state === "busy") return;
    setState("busy");
    try {
      if (state === "saved") {
        await caches.delete(name);
        return setState("idle");
      }
      const cache = await caches.open(name);
      await cache.add(path);
      // The images this device shows (the sizes the browser chose), as they are requested.
      const images = [...document.querySelectorAll<HTMLImageElement>("main img")]
        .map((img) => new URL(img.currentSrc || img.src, location.href))
        .filter((url) => url.origin === location.origin);
      await Promise.all(images.map((url) => cache.add(url).catch(() => {})));
      setState("saved");
    } catch {
      setState("failed");
    }
  };

  return (
    <p className={styles.save} data-print="hide">
      <button type="button" className={styles.button} onClick={toggle} aria-busy={state === "busy"}>
        {label(text, state)}
      </button>
      <span role="status">{status(text, state)}</span>
    </p>
  );
}
