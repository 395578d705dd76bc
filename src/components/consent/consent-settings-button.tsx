import type { Dictionary } from "@/lib/i18n";

/**
 * Footer link that shows the consent banner again, so the choice can be changed: the banner's
 * script (./consent-script.ts) answers clicks on `data-consent-settings`.
 */
export function ConsentSettingsButton({ t, className }: { t: Dictionary; className?: string }) {
  return (
    <button type="button" className={className} data-consent-settings="">
      {t.consent.settings}
    </button>
  );
}
