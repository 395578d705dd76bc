import type { APIContext } from "astro";
import { paths } from "@/lib/paths";
import { siteSearchFiles } from "@/lib/search/site-files";
import { content } from "../../content/queries";

/** The files of a split search index (src/lib/search/split-layout.ts); none for a small site. */
export async function getStaticPaths() {
  const parts = siteSearchFiles(await content()).split?.parts.keys() ?? [];
  const prefix = `${paths.searchParts}/`;
  return [...parts].map((path) => ({
    params: { part: path.slice(prefix.length, -".json".length) },
  }));
}

export const GET = async ({ params }: APIContext) =>
  Response.json(
    siteSearchFiles(await content()).split?.parts.get(`${paths.searchParts}/${params.part}.json`),
  );
