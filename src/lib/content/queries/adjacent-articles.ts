/**
 * The neighbours of an article in a listing ordered newest first: `previous` is the one
 * published before it (older), `next` the one after it (newer). At either end of the list,
 * or when the article is not in it, that side is null.
 */
export function adjacentArticles<T extends { slug: string }>(
  newestFirst: readonly T[],
  slug: string,
): { previous: T | null; next: T | null } {
  const i = newestFirst.findIndex((a) => a.slug === slug);
  if (i < 0) return { previous: null, next: null };
  return { previous: newestFirst[i + 1] ?? null, next: newestFirst[i - 1] ?? null };
}
