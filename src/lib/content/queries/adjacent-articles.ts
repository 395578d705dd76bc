/**
 * The neighbours of an article in a listing ordered newest first: `previous` is the one
 * published before it (older), `next` the one after it (newer). At either end of the list,
 * or when the article is not in it, that side is null.
 */
export function adjacentArticles<T extends { slug: string }>(
  newestFirst: readonly T[],
  slug: string,
): { previous: T | null; next: T | null } {
  return adjacencyIn(newestFirst)(slug);
}

/**
 * `adjacentArticles` for every article of one list, from a position index built once: every
 * article page asks about its own listing, so a scan per page made an archive's build grow
 * with the square of its size (10,000 pages × a listing of thousands).
 */
export function adjacencyIn<T extends { slug: string }>(
  newestFirst: readonly T[],
): (slug: string) => { previous: T | null; next: T | null } {
  const positions = new Map<string, number>();
  newestFirst.forEach((article, i) => {
    if (!positions.has(article.slug)) positions.set(article.slug, i);
  });
  return (slug) => {
    const i = positions.get(slug);
    if (i === undefined) return { previous: null, next: null };
    return { previous: newestFirst[i + 1] ?? null, next: newestFirst[i - 1] ?? null };
  };
}

/**
 * The first `count` articles of `lists` in order (a subcategory's, then its category's),
 * without repeats and without the article `slug` itself. Stops as soon as it has them: the
 * lists are whole listings, thousands long in a large archive, and every article page asks.
 */
export function firstOthers<T extends { slug: string }>(
  lists: readonly (readonly T[])[],
  slug: string,
  count: number,
): T[] {
  const seen = new Set([slug]);
  const picked: T[] = [];
  for (const list of lists) {
    for (const article of list) {
      if (picked.length >= count) return picked;
      if (seen.has(article.slug)) continue;
      seen.add(article.slug);
      picked.push(article);
    }
  }
  return picked;
}
