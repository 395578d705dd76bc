import buttons from "@/components/ui/button.module.css";
import { SiteLink } from "@/components/ui/site-link";
import { paths } from "@/lib/paths";
import styles from "./consent-banner.module.css";

/**
 * Asks before the visitor counter runs (KVKK); accept and reject are equally prominent. The
 * markup starts hidden; ./consent-script.ts shows it to a reader who has not chosen, before the
 * first paint, and runs its buttons (each carries its choice) without loading React.
 */
export function ConsentBanner() {
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
          <button type="button" className={buttons.button} data-consent-choice="granted">
            Kabul et
          </button>
          <button type="button" className={buttons.button} data-consent-choice="denied">
            Reddet
          </button>
        </div>
      </div>
    </section>
  );
}
