import { siteSearchFiles } from "@/lib/search/site-files";

/**
 * Descriptions and section headings, fetched only when titles give fewer than 3 results. A
 * split index reads them from its own files; this one keeps its address for every site.
 */
export const GET = () => Response.json(siteSearchFiles().deep);
