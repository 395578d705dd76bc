import { content } from "@/lib/content";
import { buildTitleIndex } from "@/lib/search/build-index";

export const dynamic = "force-static";

/** Titles and categories for the header's search box, fetched on first focus (docs/behaviour.md#search-rules). */
export function GET() {
  const { articles, categories } = content();
  return Response.json(buildTitleIndex(articles, categories));
}
