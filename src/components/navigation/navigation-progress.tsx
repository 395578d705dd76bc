import { LOADING_TEXT } from "@/lib/navigation/slow-signal";
import styles from "./navigation-progress.module.css";

/**
 * The slow-load signal: a bar along the top of the window and the same news for screen
 * readers. The navigation runtime sets `data-active` on the bar and the status text.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  return (
    <>
      <div className={styles.bar} data-active={active} data-navigation-progress="" />
      <span role="status" className="visually-hidden" data-navigation-status="">
        {active ? LOADING_TEXT : ""}
      </span>
    </>
  );
}
