import type { ReactNode } from "react";
import buttons from "@/components/ui/button.module.css";
import { paths } from "@/lib/paths";
import styles from "./offline-view.module.css";

export const OFFLINE_TITLE = "Çevrimdışısınız";
export const OFFLINE_MESSAGE =
  "Bu sayfa henüz bu cihaza kaydedilmedi. İnternet bağlantınız geri geldiğinde sayfayı yenileyin; o zamana kadar bu cihazda kayıtlı yazıları okuyabilirsiniz.";

/** The service worker's offline page: what this device can read without a connection. */
/** `savedArticles`: the island listing what this device stored (`OfflineArticles`). */
export function OfflineView({ savedArticles }: { savedArticles: ReactNode }) {
  return (
    <div className={`container ${styles.wrap}`}>
      <h1 className={styles.title}>{OFFLINE_TITLE}</h1>
      <p className={styles.message}>{OFFLINE_MESSAGE}</p>
      {savedArticles}
      {/* A plain link: a full load, answered by the network or by the service worker. */}
      <a href={paths.home} className={buttons.button}>
        Ana sayfaya dön
      </a>
    </div>
  );
}
