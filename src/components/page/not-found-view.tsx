import buttons from "@/components/ui/button.module.css";
import { SiteLink } from "@/components/ui/site-link";
import { paths } from "@/lib/paths";
import { ErrorView } from "./error-view";

/** The not-found page's content ('Sayfa Bulunamadı'), shown at whatever address was asked for. */
export function NotFoundView({ title }: { title: string }) {
  return (
    <div className="container">
      <ErrorView
        code="404"
        title={title}
        message="Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir. Ana sayfadan aramaya devam ederek ilgilendiğiniz yazılara ulaşabilirsiniz."
      >
        <SiteLink href={paths.home} className={buttons.button}>
          Ana sayfaya dön
        </SiteLink>
        <SiteLink href={paths.sitemap} className={`${buttons.button} ${buttons.secondary}`}>
          Site haritası
        </SiteLink>
      </ErrorView>
    </div>
  );
}
