"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import buttons from "@/components/ui/button.module.css";
import { SiteLink } from "@/components/ui/site-link";
import {
  type ConsentChoice,
  counterPixelUrl,
  OPEN_CONSENT_EVENT,
  readConsent,
  saveConsent,
} from "@/lib/analytics/counter";
import { paths } from "@/lib/paths";
import styles from "./consent-banner.module.css";

/**
 * Asks before the visitor counter runs (KVKK); accept and reject are equally prominent. With
 * consent, each page view requests the counter's image once.
 */
export function ConsentBanner({ counterUrl }: { counterUrl: string }) {
  // null until mounted: the server cannot know the reader's choice.
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const counted = useRef<string | null>(null);

  useEffect(() => {
    const stored = readConsent();
    setChoice(stored);
    setOpen(stored === null);
    const reopen = () => setOpen(true);
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  useEffect(() => {
    if (choice !== "granted" || counted.current === pathname) return;
    counted.current = pathname;
    const pixel = new Image(1, 1);
    pixel.referrerPolicy = "no-referrer-when-downgrade";
    pixel.src = counterPixelUrl(counterUrl, {
      url: window.location.href,
      referrer: document.referrer,
      screen: { width: window.screen.width, height: window.screen.height },
      nonce: Math.random().toString(36).slice(2),
    });
  }, [choice, pathname, counterUrl]);

  const decide = (value: ConsentChoice) => {
    saveConsent(value);
    setChoice(value);
    setOpen(false);
  };

  if (!open) return null;
  return <ConsentPanel onDecide={decide} />;
}

/**
 * The banner's markup. Without `onDecide` (pages whose banner runs from ./consent-script.ts)
 * it starts hidden and its buttons carry their choice for the script.
 */
export function ConsentPanel({ onDecide }: { onDecide?: (choice: ConsentChoice) => void }) {
  return (
    <section
      className={styles.banner}
      aria-labelledby="consent-title"
      data-print="hide"
      data-consent-banner=""
      hidden={!onDecide}
    >
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="consent-title" className={styles.title}>
            Çerez tercihiniz
          </h2>
          <p>
            Kaç kişinin okuduğunu ölçmek için üçüncü taraf bir ziyaretçi sayacı kullanmak istiyoruz.
            Sayaç, verileri yurt dışındaki sunucularında işleyen bir hizmettir. Yalnızca onay
            verirseniz çalışır; kararınızı alttaki “Çerez tercihleri” bağlantısından istediğiniz
            zaman değiştirebilirsiniz. Ayrıntılar:{" "}
            <SiteLink href={paths.staticPage("privacy-policy")}>
              Gizlilik ve Çerez Politikası
            </SiteLink>
            .
          </p>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.button}
            data-consent-choice="granted"
            onClick={onDecide && (() => onDecide("granted"))}
          >
            Kabul et
          </button>
          <button
            type="button"
            className={buttons.button}
            data-consent-choice="denied"
            onClick={onDecide && (() => onDecide("denied"))}
          >
            Reddet
          </button>
        </div>
      </div>
    </section>
  );
}
