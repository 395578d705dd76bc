import buttons from "@/components/ui/button.module.css";
import { SiteLink } from "@/components/ui/site-link";
import type { Dictionary } from "@/lib/i18n";
import { paths } from "@/lib/paths";
import styles from "./consent-banner.module.css";

/**
 * Asks before LiveInternet's counter runs (KVKK), on the sites that use it: the one counter that
 * asks first (`needsConsent`, src/lib/analytics/counter.ts). Its data is processed in Russia, so the
 * transfer abroad is a consent of its own, apart from the counter (KVKK art. 9 as amended in
 * 2024): two boxes, neither ticked, and the counter runs only with both. Saving and rejecting
 * are equally prominent. The markup is hidden; the page's inline script marks a reader who has
 * not chosen before the first paint, its CSS then shows it, and ./consent-script.ts runs it
 * without loading React.
 */
export function ConsentBanner({ t }: { t: Dictionary }) {
  const { consent } = t;
  return (
    <section
      className={styles.banner}
      aria-labelledby="consent-title"
      data-print="hide"
      data-consent-banner=""
      hidden
    >
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="consent-title" className={styles.title}>
            {consent.title}
          </h2>
          <p>
            {consent.body.before}
            <strong>{consent.body.emphasis}</strong>
            {consent.body.after} {consent.details}{" "}
            <SiteLink href={paths.staticPage("privacy-policy")}>{consent.policy}</SiteLink>.
          </p>
          <div className={styles.choices}>
            <label>
              <input type="checkbox" data-consent-counter="" /> {consent.counter}
            </label>
            <label>
              <input type="checkbox" data-consent-transfer="" /> {consent.transfer}
            </label>
          </div>
        </div>
        <div className={styles.actions}>
          <button type="button" className={buttons.button} data-consent-choice="save">
            {consent.save}
          </button>
          <button type="button" className={buttons.button} data-consent-choice="denied">
            {consent.reject}
          </button>
        </div>
      </div>
    </section>
  );
}
