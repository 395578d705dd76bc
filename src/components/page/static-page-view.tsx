import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/page/breadcrumbs";
import { PageHeader } from "@/components/page/page-header";
import type { StaticPage } from "@/lib/content/types";
import { staticPageTrail } from "@/lib/seo/trails";
import { formatDate } from "@/lib/text/dates";
import styles from "./static-page-view.module.css";

export function StaticPageView({ page }: { page: StaticPage | undefined }) {
  if (!page) notFound();
  return (
    <div className="container">
      <div className={styles.top}>
        <Breadcrumbs trail={staticPageTrail(page)} />
      </div>
      <PageHeader title={page.title} description={page.description}>
        <p className={styles.updated}>
          Son güncelleme: <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
      </PageHeader>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitized at build */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
    </div>
  );
}
