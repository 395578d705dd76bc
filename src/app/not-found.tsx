import type { Metadata } from "next";
import { ErrorView } from "@/components/page/error-view";
import buttons from "@/components/ui/button.module.css";
import { SiteLink } from "@/components/ui/site-link";
import { content } from "@/lib/content";
import { paths } from "@/lib/paths";
import { pageTexts } from "@/lib/seo/page-texts";

export function generateMetadata(): Metadata {
  const { title, description } = pageTexts(content().site).notFound;
  return { title, description, robots: { index: false, follow: true } };
}

export default function NotFound() {
  const { title } = pageTexts(content().site).notFound;
  return (
    <div className="container">
      <ErrorView
        code="404"
        title={title}
        message="Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir. Ana sayfadan aramaya devam ederek ilgilendiğiniz yazılara ulaşabilirsiniz."
      >
        <SiteLink href="/" className={buttons.button}>
          Ana sayfaya dön
        </SiteLink>
        <SiteLink href={paths.sitemap} className={`${buttons.button} ${buttons.secondary}`}>
          Site haritası
        </SiteLink>
      </ErrorView>
    </div>
  );
}
