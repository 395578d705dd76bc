"use client";

import { OPEN_CONSENT_EVENT } from "@/lib/analytics/counter";

/** Footer link that shows the consent banner again, so the choice can be changed. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      data-consent-settings=""
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      Çerez tercihleri
    </button>
  );
}
