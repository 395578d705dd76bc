/** Cards on one page of a category, subcategory or author listing. */
export const PAGE_SIZE = 24;

export interface ListingPage<T> {
  items: T[];
  /** 1-based. */
  page: number;
  pageCount: number;
  total: number;
}

/** How many pages a listing of `total` items has; an empty listing still has its first page. */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** One page of a listing, or undefined when the page does not exist. */
export function listingPage<T>(
  items: readonly T[],
  page: number,
  size = PAGE_SIZE,
): ListingPage<T> | undefined {
  const count = pageCount(items.length, size);
  if (!Number.isInteger(page) || page < 1 || page > count) return undefined;
  return {
    items: items.slice((page - 1) * size, page * size),
    page,
    pageCount: count,
    total: items.length,
  };
}

/** The numbers of a listing's later pages (2…n): the ones served under `/sayfa/{n}`. */
export function laterPages(total: number, size = PAGE_SIZE): number[] {
  return Array.from({ length: pageCount(total, size) - 1 }, (_, i) => i + 2);
}

/**
 * The page from a `/sayfa/{n}` route parameter: only the canonical spelling of a later page
 * (`2`, not `02`, `1` or `2.0`), so each page has exactly one URL.
 */
export function parsePageParam(value: string): number | undefined {
  if (!/^[1-9][0-9]*$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 2 ? page : undefined;
}

/**
 * The page numbers a page navigation shows: the first, the last, and two on each side of the
 * current one; `null` marks a gap. Short listings show every page.
 */
export function pageWindow(page: number, count: number): (number | null)[] {
  const shown = new Set([1, count]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= count) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push(null);
    out.push(p);
  });
  return out;
}
