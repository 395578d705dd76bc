import { Breadcrumbs } from "@/components/page/breadcrumbs";
import { PageHeader } from "@/components/page/page-header";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import type { Site, StaticPage } from "@/lib/content/types";
import { dictionary } from "@/lib/i18n";
import { formatDate } from "@/lib/i18n/format";
import { staticPageTrail } from "@/lib/seo/trails";
import styles from "./static-page-view.module.css";

interface Props {
  site: Site;
  page: StaticPage;
  /** This page's partner links (src/lib/content/queries/partner-links-by-path.ts). */
  partnerLinks: readonly string[];
}

export function StaticPageView({ site, page, partnerLinks }: Props) {
  const t = dictionary(site.language);
  return (
    <div className="container">
      <div className={styles.top}>
        <Breadcrumbs t={t} trail={staticPageTrail(t, page)} />
      </div>
      <PageHeader title={page.title} description={page.description}>
        <p className={styles.updated}>
          {t.staticPage.updated} <time dateTime={page.updated}>{formatDate(page.updated, t)}</time>
        </p>
      </PageHeader>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitized at build */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      <PartnerLinks site={site} links={partnerLinks} {...PARTNER_LINK_PLACEMENTS.page} />
    </div>
  );
}
