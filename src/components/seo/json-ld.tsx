import type { Graph } from "schema-dts";
import { serializeJsonLd } from "@/lib/seo/graph";

/** The page's one structured-data script: its whole graph (src/lib/seo/graph.ts). */
export function JsonLdScript({ data }: { data: Graph }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes "<"; the data is our own
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
