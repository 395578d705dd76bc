import { content } from "@/lib/content";
import { buildDeepIndex, deepSourceOf } from "@/lib/search/build-index";

/** Descriptions and section headings, fetched only when titles give fewer than 3 results. */
export const GET = () => {
  const { articles, site } = content();
  return Response.json(buildDeepIndex(articles, deepSourceOf, site.language));
};
