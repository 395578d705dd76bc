import type { ArticleEntity } from "../types";
import { healthSubject } from "./health-terms";

/**
 * Whether an article is about health by its placement: one of its categories or subcategories
 * is among the site's health categories (content/site/*.yaml, `health.categories`). It is the
 * default of the article's own `health` field (`isHealthArticle`).
 */
export function inHealthCategory(
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

/**
 * Whether an article is about health: its front matter says so (`health: true` or `false`), or
 * else its categories do. Those articles carry the medical disclaimer and name their medical
 * reviewer; a makeup or hair-updo piece does not (docs/behaviour.md#health-articles).
 */
export function isHealthArticle(
  article: { health?: boolean | undefined; entities: readonly ArticleEntity[] },
  healthCategories: readonly string[],
): boolean {
  return article.health ?? inHealthCategory(article.entities, healthCategories);
}

/**
 * An article not marked as a health article whose text is about health all the same (it names
 * drugs, allergens, conditions or actives as its subject, ./health-terms.ts): a Turkish sentence
 * for its editor, or null. It needs the `health: true` mark and a physician's review, or the
 * subject left to a health article it links.
 */
export function unmarkedHealthText(
  article: { health?: boolean | undefined; entities: readonly ArticleEntity[] },
  body: string,
  healthCategories: readonly string[],
): string | null {
  if (isHealthArticle(article, healthCategories)) return null;
  const terms = healthSubject(body);
  if (terms.length === 0) return null;
  const named = terms
    .slice(0, 5)
    .map((t) => `${t.label} ×${t.count}`)
    .join(", ");
  return `Metin bir sağlık konusunu işliyor (${named}) ama yazı tıbbi incelemeye işaretli değil: health: true ve review: { reviewer: … } ekleyin ya da bu konuyu bir sağlık yazısına bırakıp ona bağlantı verin (content/STYLE.md, Sağlık dili)`;
}
