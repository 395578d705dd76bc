import { content } from "@/lib/content";
import { categoryLabel } from "@/lib/content/labels";
import type { SearchEntry } from "@/lib/search/match";

export const dynamic = "force-static";

/** Titles for the header's search box, fetched on first focus (SPEC section 5). */
export function GET() {
  const { articles, categories } = content();
  const entries: SearchEntry[] = articles.map((a) => ({
    title: a.title,
    slug: a.slug,
    category: categoryLabel(categories, a),
  }));
  return Response.json(entries);
}
