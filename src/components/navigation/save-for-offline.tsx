"use client";

import { useEffect, useState } from "react";
import { savedCacheName } from "@/lib/navigation/offline-cache";
import styles from "./save-for-offline.module.css";

type State = "idle" | "busy" | "saved" | "failed";

const SAVE = "Çevrimdışı okumak için kaydet";
const LABEL: Record<State, string> = {
  idle: SAVE,
  busy: "Kaydediliyor…",
  saved: "Kaydı kaldır",
  failed: SAVE,
};
const STATUS: Record<State, string> = {
  idle: "",
  busy: "",
  saved: "Kaydedildi",
  failed: "Kaydedilemedi",
};

/**
 * Saves an article, its data and the images shown with it for reading offline, in a cache of
 * its own that the service worker reads and never evicts (src/lib/navigation/offline-cache.ts).
 * No account, no server: the caches are the reading list, listed on the offline page.
 */
export function SaveForOffline({ path }: { path: string }) {
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
        {LABEL[state]}
      </button>
      <span role="status">{STATUS[state]}</span>
    </p>
  );
}
