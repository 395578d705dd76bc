import type { Dictionary } from "@/lib/i18n";
import styles from "./navigation-progress.module.css";

/**
 * The slow-load signal: a bar along the top of the window and the same news for screen
 * readers. The navigation runtime sets `data-active` on the bar and, from `data-loading-text`,
 * the status text: the runtime's code stays the same for every language.
 */
export function NavigationProgress({ t, active }: { t: Dictionary; active: boolean }) {
  const text = t.navigation.loading;
  return (
    <>
      <div className={styles.bar} data-active={active} data-navigation-progress="" />
      <span
        role="status"
        className="visually-hidden"
        data-navigation-status=""
        data-loading-text={text}
      >
        {active ? text : ""}
      </span>
    </>
  );
}
