import type { Dictionary } from "@/lib/i18n";
import styles from "./theme-toggle.module.css";

/**
 * Switches between light and dark; the choice is remembered, until then the system decides.
 * The head script (./theme.ts) handles the click and keeps `aria-pressed` true to the theme, so
 * the switch works before the app's scripts have loaded and ships no JavaScript of its own.
 */
export function ThemeToggle({ t }: { t: Dictionary }) {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed="false"
      data-theme-toggle=""
      // The head script sets aria-pressed before hydration.
      suppressHydrationWarning
    >
      <span className="visually-hidden">{t.shell.darkTheme}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.moon}>
        <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" fill="currentColor" />
      </svg>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.sun}>
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
