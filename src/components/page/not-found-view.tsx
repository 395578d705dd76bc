import buttons from "@/components/ui/button.module.css";
import { SiteLink } from "@/components/ui/site-link";
import type { Dictionary } from "@/lib/i18n";
import { paths } from "@/lib/paths";
import { ErrorView } from "./error-view";

/** The not-found page's content ('Sayfa Bulunamadı'), shown at whatever address was asked for. */
export function NotFoundView({ t }: { t: Dictionary }) {
  return (
    <div className="container">
      <ErrorView code="404" title={t.notFound.title} message={t.notFound.message}>
        <SiteLink href={paths.home} className={buttons.button}>
          {t.backHome}
        </SiteLink>
        <SiteLink href={paths.sitemap} className={`${buttons.button} ${buttons.secondary}`}>
          {t.notFound.sitemap}
        </SiteLink>
      </ErrorView>
    </div>
  );
}
