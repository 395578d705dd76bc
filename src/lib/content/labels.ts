import type { ArticleSummary, CategoryNode } from "./types";

/** The most specific known placement of an article, for card labels and breadcrumbs. */
export function placementOf(
  categories: readonly CategoryNode[],
  article: Pick<ArticleSummary, "primary">,
): { category: CategoryNode | null; sub: CategoryNode | null } {
  const category = categories.find((c) => c.key === article.primary.category) ?? null;
  const sub = category?.children.find((c) => c.key === article.primary.subcategory) ?? null;
  return { category, sub };
}

export function categoryLabel(
  categories: readonly CategoryNode[],
  article: Pick<ArticleSummary, "primary">,
): string | null {
  const { category, sub } = placementOf(categories, article);
  return sub?.title ?? category?.title ?? null;
}
