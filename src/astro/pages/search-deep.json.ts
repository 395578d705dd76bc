import { buildDeepIndex, deepSourceOf } from "@/lib/search/build-index";
import { content } from "../content/queries";

/** Descriptions and section headings, fetched only when titles give fewer than 3 results. */
export const GET = async () => {
  const { articles, articleHtml, site } = await content();
  return Response.json(buildDeepIndex(articles, deepSourceOf(articleHtml), site.language));
};
