import { content } from "@/lib/content";
import { buildTitleIndex } from "@/lib/search/build-index";

/** Titles and categories for the header's search box, in the site's language (docs/behaviour.md#search-rules). */
export const GET = () => {
  const { articles, categories, site } = content();
  return Response.json(buildTitleIndex(articles, categories, site.language));
};
