import type { APIContext } from "astro";
import { paths } from "@/lib/paths";
import { siteSearchFiles } from "@/lib/search/site-files";

/** The files of a split search index (src/lib/search/split-layout.ts); none for a small site. */
export function getStaticPaths() {
  const parts = siteSearchFiles().split?.parts.keys() ?? [];
  const prefix = `${paths.searchParts}/`;
  return [...parts].map((path) => ({
    params: { part: path.slice(prefix.length, -".json".length) },
  }));
}

export const GET = ({ params }: APIContext) =>
  Response.json(siteSearchFiles().split?.parts.get(`${paths.searchParts}/${params.part}.json`));
