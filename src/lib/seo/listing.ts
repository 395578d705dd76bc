/** A listing page's title: the listing's own title on page 1, "… – Sayfa 2" after. */
export function listingTitle(base: string, page: number): string {
  return page > 1 ? `${base} – Sayfa ${page}` : base;
}
