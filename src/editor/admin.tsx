/**
 * The editors' desk in the browser: Decap CMS with our file formats, the category picker and
 * previews drawn by the site's components. `npm run edit` bundles this file (scripts/edit.ts);
 * the page sets CMS_MANUAL_INIT so Decap waits for the configuration fetched here.
 */
import CMS from "decap-cms-app";
import type { CmsConfig } from "decap-cms-core";
import "@/styles/fonts.css";
import "@/styles/global.css";
import { ENTITIES_WIDGET } from "@/lib/editing/desk-fields";
import type { DeskData } from "@/lib/editing/preview-model";
import { STATIC_PAGE_SLUGS } from "@/lib/paths";
import { registerChecks } from "./checks";
import { setDesk } from "./desk";
import { EntitiesControl } from "./entities-widget";
import { registerFormats } from "./formats";
import { ArticlePreview, AuthorPreview, PagePreview } from "./previews";

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: "no-store" });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

async function start() {
  const [config, desk] = await Promise.all([
    json<CmsConfig>("editor-config.json"),
    json<DeskData>("editor-data.json"),
  ]);
  registerFormats(CMS);
  // Slugs taken are read again at each save: another editor's new file counts at once.
  registerChecks(CMS, () => json<DeskData>("editor-data.json").catch(() => desk));
  setDesk(desk);
  CMS.registerWidget(ENTITIES_WIDGET, EntitiesControl);
  // The stylesheet this bundle's CSS imports became: the site's look, in the preview only.
  CMS.registerPreviewStyle("admin.css");
  CMS.registerPreviewTemplate("articles", ArticlePreview);
  CMS.registerPreviewTemplate("authors", AuthorPreview);
  for (const slug of STATIC_PAGE_SLUGS) CMS.registerPreviewTemplate(slug, PagePreview);
  CMS.init({ config });
}

start().catch((error: unknown) => {
  document.body.textContent = `Yazı masası açılamadı: ${error instanceof Error ? error.message : String(error)}`;
});
