import { type JsonLd, serializeJsonLd } from "@/lib/seo/json-ld";

export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes "<"; the data is our own
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
