import { siteSearchFiles } from "@/lib/search/site-files";

/**
 * What the header's search box fetches first (docs/behaviour.md#search-rules): the whole title
 * index, or the first file of a split one (the rest under search-index/).
 */
export const GET = () => {
  const { title, split } = siteSearchFiles();
  return Response.json(split ? split.base : title);
};
