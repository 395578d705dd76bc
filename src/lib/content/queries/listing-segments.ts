import { PAGE_SEGMENT } from "@/lib/paths";
import { laterPages, parsePageParam } from "./pagination";

/** Where a listing URL's segments after `/{category}` or `/authors/{slug}` point. */
export interface ListingAddress {
  /** A subcategory's slug, for category listings only. */
  sub: string | null;
  page: number;
}

/**
 * Reads the optional segments of a listing URL: `[]`, `[sub]`, `["sayfa", "2"]` or
 * `[sub, "sayfa", "2"]`. Anything else (including `sayfa/1`) is not a listing URL.
 */
export function parseListingSegments(
  segments: readonly string[] | undefined,
  { allowSub }: { allowSub: boolean },
): ListingAddress | undefined {
  const parts = [...(segments ?? [])];
  let sub: string | null = null;
  if (allowSub && parts.length % 2 === 1) sub = parts.shift() ?? null;
  if (sub === PAGE_SEGMENT) return undefined;
  if (parts.length === 0) return { sub, page: 1 };
  if (parts.length !== 2 || parts[0] !== PAGE_SEGMENT) return undefined;
  const page = parsePageParam(parts[1] ?? "");
  return page === undefined ? undefined : { sub, page };
}

/** The optional segments that address page `page` of a listing (inverse of the parser). */
export function listingSegments(sub: string | null, page: number): string[] {
  return [...(sub ? [sub] : []), ...(page > 1 ? [PAGE_SEGMENT, String(page)] : [])];
}

/** Segments of every page of a listing with `total` items: page 1, then the later pages. */
export function allListingSegments(sub: string | null, total: number): string[][] {
  return [1, ...laterPages(total)].map((page) => listingSegments(sub, page));
}
