import type { ReactNode } from "react";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import type { CategoryNode, Site } from "@/lib/content/types";
import { dictionary } from "@/lib/i18n";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The interactive parts of every page. They are handed in rather than imported because the
 * page layer decides how each one comes alive (an island hydrated on the reader's first use).
 * Each comes as a named slot, which Astro hands a framework component as the prop of that name
 * (`slot="search-box"` → `searchBox`); Astro's type check does not count a slot as the prop, so
 * they are optional.
 */
export interface ShellIslands {
  searchBox?: ReactNode;
  copyEmail?: ReactNode;
  /** The consent banner, on a site whose counter asks first; nothing visible until needed. */
  consent?: ReactNode;
  runtime?: ReactNode;
}

interface Props extends ShellIslands {
  site: Site;
  categories: readonly CategoryNode[];
  hasOther: (categoryKey: string) => boolean;
  /** The partner link shown above the footer of every page, or "". */
  partnerNewUrl: string;
  /** The footer's copyright year (the build's). */
  year: number;
  children: ReactNode;
}

/** What every page's body holds around its content: header, main, footer, consent, runtime. */
export function SiteShell(props: Props) {
  const { site, categories, hasOther, partnerNewUrl, children } = props;
  const t = dictionary(site.language);
  return (
    <>
      <a href="#main" className="skip-link">
        {t.shell.skipToContent}
      </a>
      <SiteHeader
        t={t}
        site={site}
        categories={categories}
        hasOther={hasOther}
        searchBox={props.searchBox}
      />
      <main id="main" tabIndex={-1}>
        {children}
        {/* Inside main: every piece of content belongs to a landmark. */}
        {partnerNewUrl && (
          <div className="container" data-partner-new-url="">
            <PartnerLinks site={site} links={[partnerNewUrl]} {...PARTNER_LINK_PLACEMENTS.site} />
          </div>
        )}
      </main>
      <SiteFooter
        t={t}
        site={site}
        categories={categories}
        copyEmail={props.copyEmail}
        year={props.year}
      />
      {props.consent}
      {props.runtime}
    </>
  );
}
