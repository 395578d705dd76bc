import type { PartnerLinksVariant } from "./partner-links";

/**
 * Which form the partner-links block takes on each kind of page, and how many links it shows
 * at most (content/README.md, "Partner links"). One table, so every page of a kind agrees.
 */
export const PARTNER_LINK_PLACEMENTS = {
  /** Articles: a block after the author box, every link of the page. */
  article: { variant: "block" },
  /** The home page: a block after the last section. */
  home: { variant: "block", limit: 6 },
  /** Category, subcategory and author listings (all their pages), the authors list: after the grid. */
  listing: { variant: "list", limit: 5 },
  /** About us, privacy policy, terms, the sitemap page: one line after the text. */
  page: { variant: "inline", limit: 3 },
  /** `sapeNewUrl`: one line at the end of every page's main content, just above the footer. */
  site: { variant: "inline", limit: 1 },
} as const satisfies Record<string, { variant: PartnerLinksVariant; limit?: number }>;
