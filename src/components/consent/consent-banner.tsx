import buttons from "@/components/ui/button.module.css";
import { SiteLink } from "@/components/ui/site-link";
import { paths } from "@/lib/paths";
import styles from "./consent-banner.module.css";

/**
 * Asks before the visitor counter runs (KVKK). The counter's data is processed in Russia, so the
 * transfer abroad is a consent of its own, apart from the counter (KVKK art. 9 as amended in
 * 2024): two boxes, neither ticked, and the counter runs only with both. Saving and rejecting
 * are equally prominent. The markup starts hidden; ./consent-script.ts shows it to a reader who
 * has not chosen, before the first paint, and runs it without loading React.
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
            Kaç kişinin okuduğunu ölçmek için LiveInternet’in ziyaretçi sayacını kullanmak
            istiyoruz. Sayacın verileri <strong>Rusya Federasyonu</strong>’ndaki sunucularda
            işlenir; bu yüzden sayaç için ve verilerin yurt dışına aktarılması için ayrı ayrı
            onayınızı istiyoruz. Sayaç yalnızca ikisine de onay verirseniz çalışır; kararınızı
            alttaki “Çerez tercihleri” bağlantısından istediğiniz zaman değiştirebilirsiniz.
            Ayrıntılar:{" "}
            <SiteLink href={paths.staticPage("privacy-policy")}>
              Gizlilik ve Çerez Politikası
            </SiteLink>
            .
          </p>
          <div className={styles.choices}>
            <label>
              <input type="checkbox" data-consent-counter="" /> Ziyaretçi sayacına izin veriyorum
            </label>
            <label>
              <input type="checkbox" data-consent-transfer="" /> Sayaç verilerinin Rusya
              Federasyonu’na aktarılmasına açık rıza veriyorum
            </label>
          </div>
        </div>
        <div className={styles.actions}>
          <button type="button" className={buttons.button} data-consent-choice="save">
            Seçimimi kaydet
          </button>
          <button type="button" className={buttons.button} data-consent-choice="denied">
            Reddet
          </button>
        </div>
      </div>
    </section>
  );
}
