import { content } from "@/lib/content";
import { buildTitleIndex } from "@/lib/search/build-index";

/** Titles and categories for the header's search box (docs/behaviour.md#search-rules). */
export const GET = () => {
  const { articles, categories } = content();
  return Response.json(buildTitleIndex(articles, categories));
};
