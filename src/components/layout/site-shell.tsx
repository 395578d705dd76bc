import type { ReactNode } from "react";
import { ConsentBanner } from "@/components/consent/consent-banner";
import { NavigationRuntime } from "@/components/navigation/navigation-runtime";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import type { CategoryNode, Site } from "@/lib/content/types";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

interface Props {
  site: Site;
  categories: readonly CategoryNode[];
  hasOther: (categoryKey: string) => boolean;
  /** The partner link shown above the footer of every page, or "". */
  partnerNewUrl: string;
  children: ReactNode;
}

/** What every page's body holds around its content: header, main, footer, consent, runtime. */
export function SiteShell({ site, categories, hasOther, partnerNewUrl, children }: Props) {
  return (
    <>
      <a href="#main" className="skip-link">
        İçeriğe geç
      </a>
      <SiteHeader site={site} categories={categories} hasOther={hasOther} />
      <main id="main" tabIndex={-1}>
        {children}
        {/* Inside main: every piece of content belongs to a landmark. */}
        {partnerNewUrl && (
          <div className="container" data-partner-new-url="">
            <PartnerLinks site={site} links={[partnerNewUrl]} {...PARTNER_LINK_PLACEMENTS.site} />
          </div>
        )}
      </main>
      <SiteFooter site={site} categories={categories} />
      <ConsentBanner counterUrl={site.analytics.counterUrl} />
      <NavigationRuntime />
    </>
  );
}
