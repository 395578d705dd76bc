import type { Site } from "@/lib/content/types";
import { pageGraph } from "@/lib/seo/graph";
import type { SeoPage } from "@/lib/seo/page-facts";
import { JsonLdScript } from "./json-ld";

/** The page's structured data: one script, one graph. Every page renders exactly one. */
export function PageGraph({ site, page }: { site: Site; page: SeoPage }) {
  return <JsonLdScript data={pageGraph(site, page)} />;
}
