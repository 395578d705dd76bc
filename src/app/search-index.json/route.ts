import { content } from "@/lib/content";
import { placementLabel } from "@/lib/content/article-index";
import type { SearchEntry } from "@/lib/search/match";

export const dynamic = "force-static";

/** Titles for the header's search box, fetched on first focus (SPEC section 5). */
export function GET() {
  const { articles } = content();
  const entries: SearchEntry[] = articles.map((a) => ({
    title: a.title,
    slug: a.slug,
    category: placementLabel(a.placement)?.title ?? null,
  }));
  return Response.json(entries);
}
