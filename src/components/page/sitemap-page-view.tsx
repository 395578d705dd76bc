import type { ComponentProps } from "react";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import type { Site } from "@/lib/content/types";
import { dictionary } from "@/lib/i18n";
import { PageHeader } from "./page-header";
import { SitemapView } from "./sitemap-view";

type Props = Omit<ComponentProps<typeof SitemapView>, "t"> & {
  site: Site;
  title: string;
  description: string;
  partnerLinks: readonly string[];
};

/** The sitemap page: its header, the tree of every category and article, partner links. */
export function SitemapPageView({ site, title, description, partnerLinks, ...tree }: Props) {
  return (
    <div className="container">
      <PageHeader title={title} description={description} />
      <SitemapView t={dictionary(site.language)} {...tree} />
      <PartnerLinks site={site} links={partnerLinks} {...PARTNER_LINK_PLACEMENTS.page} />
    </div>
  );
}
