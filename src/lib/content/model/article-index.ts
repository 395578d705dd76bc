import type { ArticleEntity, ArticleIndex, CategoryNode, Placement, PlacementRef } from "../types";
import { OTHER } from "./other-key";

interface Indexable {
  id: string;
  entities: readonly ArticleEntity[];
}

/**
 * category → subcategory → sub-subcategory → article ids. An unknown subcategory or
 * sub-subcategory (or none given) is filed under its parent's `other`; an unknown category
 * under the top-level `other` (`other → other → other`), so no article silently disappears
 * from the index. `other` can never be a real key (src/lib/content/loading/categories.ts).
 */
export function buildArticleIndex(
  articles: readonly Indexable[],
  categories: readonly CategoryNode[],
): ArticleIndex {
  const index: ArticleIndex = {};
  const add = (category: string, subcategory: string, subsub: string, id: string) => {
    index[category] ??= {};
    const subs = index[category];
    subs[subcategory] ??= {};
    const bucket = subs[subcategory];
    bucket[subsub] ??= [];
    const ids = bucket[subsub];
    if (!ids.includes(id)) ids.push(id);
  };
  for (const article of articles) {
    for (const entity of article.entities) {
      const category = categories.find((c) => c.key === entity.category);
      if (!category) {
        add(OTHER, OTHER, OTHER, article.id);
        continue;
      }
      if (entity.subcategories.length === 0) add(category.key, OTHER, OTHER, article.id);
      for (const { subcategory, subsubcategories } of entity.subcategories) {
        const sub = category.children.find((c) => c.key === subcategory);
        if (!sub) {
          add(category.key, OTHER, OTHER, article.id);
          continue;
        }
        const known = subsubcategories.filter((s) => sub.children.some((c) => c.key === s));
        if (known.length === 0) add(category.key, sub.key, OTHER, article.id);
        for (const subsub of known) add(category.key, sub.key, subsub, article.id);
      }
    }
  }
  return index;
}

/** A category's children as their keys, with `other` split out as a flag (docs/behaviour.md#category-tree). */
export function splitChildKeys(children: Record<string, unknown> | null | undefined): {
  keys: string[];
  hasOther: boolean;
} {
  const keys = Object.keys(children ?? {});
  return { keys: keys.filter((k) => k !== OTHER), hasOther: keys.includes(OTHER) };
}

/** Ids filed anywhere under a category, or under one of its subcategories, without duplicates. */
export function idsUnder(index: ArticleIndex, category: string, subcategory?: string): string[] {
  const subs = index[category] ?? {};
  const buckets = subcategory === undefined ? Object.values(subs) : [subs[subcategory] ?? {}];
  const ids = new Set<string>();
  for (const bucket of buckets)
    for (const list of Object.values(bucket)) for (const id of list) ids.add(id);
  return [...ids];
}

const ref = ({ key, slug, title, path }: CategoryNode): PlacementRef => ({
  key,
  slug,
  title,
  path,
});

/** Where an article is shown first: its first entity with a known category and subcategory. */
export function primaryPlacement(
  entities: readonly ArticleEntity[],
  categories: readonly CategoryNode[],
): Placement {
  let fallback: Placement = { category: null, subcategory: null };
  for (const entity of entities) {
    const category = categories.find((c) => c.key === entity.category);
    if (!category) continue;
    const sub = entity.subcategories
      .map((s) => category.children.find((c) => c.key === s.subcategory))
      .find((c) => c !== undefined);
    if (sub) return { category: ref(category), subcategory: ref(sub) };
    if (fallback.category === null) fallback = { category: ref(category), subcategory: null };
  }
  return fallback;
}

/** The most specific placement: the label cards and the search show above a title. */
export function placementLabel(placement: Placement): PlacementRef | null {
  return placement.subcategory ?? placement.category;
}
