/**
 * The editors' desk in the browser: Decap CMS with our file formats, checks, form controls and
 * previews drawn by the site's components. `npm run edit` bundles this file (scripts/edit.ts);
 * the page sets CMS_MANUAL_INIT so Decap waits for the configuration fetched here.
 */
import CMS from "decap-cms-app";
import type { CmsConfig } from "decap-cms-core";
import { createRoot } from "react-dom/client";
import "@/styles/fonts.css";
import "@/styles/global.css";
import { DESK, deskPhrases, type Phrases } from "@/lib/editing/texts";
import { STATIC_PAGE_SLUGS } from "@/lib/paths";
import { registerChecks } from "./checks";
import { refreshDesk } from "./desk";
import { registerFormats } from "./formats";
import { ArticlePreview, AuthorPreview, PagePreview } from "./previews";
import { ProblemList } from "./problems";
import { registerWidgets } from "./widgets";

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: "no-store" });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Decap's Turkish with the desk's words ("Kaydet" on this checkout, "yayımla" everywhere). */
function registerPhrases(config: CmsConfig): void {
  const local = (config.backend as { name?: string }).name === "proxy";
  const base = CMS.getLocale("tr") as unknown as Phrases;
  CMS.registerLocale(
    "tr",
    deskPhrases(base, local) as unknown as Parameters<typeof CMS.registerLocale>[1],
  );
}

async function start() {
  const [config] = await Promise.all([json<CmsConfig>("editor-config.json"), refreshDesk()]);
  registerPhrases(config);
  registerFormats(CMS);
  registerChecks(CMS);
  registerWidgets(CMS);
  // The stylesheet this bundle's CSS imports became: the site's look, in the preview only.
  CMS.registerPreviewStyle("admin.css");
  CMS.registerPreviewTemplate("articles", ArticlePreview);
  CMS.registerPreviewTemplate("authors", AuthorPreview);
  for (const slug of STATIC_PAGE_SLUGS) CMS.registerPreviewTemplate(slug, PagePreview);
  // After each save and on each form opened: the list of problems and the slugs in use follow.
  CMS.registerEventListener({
    name: "postSave",
    handler: () => void refreshDesk().catch(() => {}),
  });
  window.addEventListener("hashchange", () => void refreshDesk().catch(() => {}));
  const problems = document.getElementById("desk-problems");
  if (problems) createRoot(problems).render(<ProblemList />);
  CMS.init({ config });
}

start().catch((error: unknown) => {
  document.body.textContent = `${DESK.openFailed}: ${error instanceof Error ? error.message : String(error)}`;
});
