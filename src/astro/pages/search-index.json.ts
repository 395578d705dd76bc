import { buildTitleIndex } from "@/lib/search/build-index";
import { content } from "../content/queries";

/** Titles and categories for the header's search box, in the site's language (docs/behaviour.md#search-rules). */
export const GET = async () => {
  const { articles, categories, site } = await content();
  return Response.json(buildTitleIndex(articles, categories, site.language));
};
