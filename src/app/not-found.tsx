import type { Metadata } from "next";
import { ErrorView } from "@/components/page/error-view";
import { PageGraph } from "@/components/seo/page-graph";
import buttons from "@/components/ui/button.module.css";
import { SiteLink } from "@/components/ui/site-link";
import { content } from "@/lib/content";
import type { Site } from "@/lib/content/types";
import { paths } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo/metadata";
import type { SeoPage } from "@/lib/seo/page-facts";
import { pageTexts } from "@/lib/seo/page-texts";

const notFoundPage = (site: Site): SeoPage => ({
  kind: "error",
  status: 404,
  ...pageTexts(site).notFound,
});

export function generateMetadata(): Metadata {
  const { site } = content();
  return pageMetadata(site, notFoundPage(site));
}

export default function NotFound() {
  const { site } = content();
  const { title } = pageTexts(site).notFound;
  return (
    <div className="container">
      <PageGraph site={site} page={notFoundPage(site)} />
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
