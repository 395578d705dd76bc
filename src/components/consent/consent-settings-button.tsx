/**
 * Footer link that shows the consent banner again, so the choice can be changed: the banner's
 * script (./consent-script.ts) answers clicks on `data-consent-settings`.
 */
export function ConsentSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} data-consent-settings="">
      Çerez tercihleri
    </button>
  );
}
