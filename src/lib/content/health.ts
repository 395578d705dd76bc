import type { ArticleEntity } from "./types";

/**
 * Whether an article is about health: one of its categories or subcategories is among the
 * site's health categories (content/site/*.yaml, `health.categories`). Those articles carry the
 * medical disclaimer; a makeup or hair-updo piece does not (docs/behaviour.md#health-articles).
 */
export function isHealthArticle(
  entities: readonly ArticleEntity[],
  healthCategories: readonly string[],
): boolean {
  const health = new Set(healthCategories);
  return entities.some(
    (entity) =>
      health.has(entity.category) ||
      entity.subcategories.some((sub) => health.has(sub.subcategory)),
  );
}
