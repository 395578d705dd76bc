import { siteSearchFiles } from "@/lib/search/site-files";
import { content } from "../content/queries";

/**
 * What the header's search box fetches first (docs/behaviour.md#search-rules): the whole title
 * index, or the first file of a split one (the rest under search-index/).
 */
export const GET = async () => {
  const { title, split } = siteSearchFiles(await content());
  return Response.json(split ? split.base : title);
};
