import type { Metadata } from "next";
import {
  SERVER_ERROR_MESSAGE,
  SERVER_ERROR_TITLE,
  ServerError,
} from "@/components/page/server-error";
import { PageGraph } from "@/components/seo/page-graph";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";
import type { SeoPage } from "@/lib/seo/page-facts";

const PAGE: SeoPage = {
  kind: "error",
  status: 500,
  title: SERVER_ERROR_TITLE,
  description: SERVER_ERROR_MESSAGE,
};

export function generateMetadata(): Metadata {
  return pageMetadata(content().site, PAGE);
}

/** Written to out/500.html for hosts that show a page on server errors. */
export default function ServerErrorPage() {
  return (
    <>
      <PageGraph site={content().site} page={PAGE} />
      <ServerError />
    </>
  );
}
