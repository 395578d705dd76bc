import type { ReactNode } from "react";
import buttons from "@/components/ui/button.module.css";
import type { Dictionary } from "@/lib/i18n";
import { paths } from "@/lib/paths";
import styles from "./offline-view.module.css";

/**
 * The service worker's offline page: what this device can read without a connection.
 * `savedArticles`: the island listing what this device stored (`OfflineArticles`), the page's
 * named slot (optional: Astro's type check does not count a slot as the prop it becomes).
 */
export function OfflineView({ t, savedArticles }: { t: Dictionary; savedArticles?: ReactNode }) {
  return (
    <div className={`container ${styles.wrap}`}>
      <h1 className={styles.title}>{t.offline.title}</h1>
      <p className={styles.message}>{t.offline.message}</p>
      {savedArticles}
      {/* A plain link: a full load, answered by the network or by the service worker. */}
      <a href={paths.home} className={buttons.button}>
        {t.backHome}
      </a>
    </div>
  );
}
