import path from "node:path";
import type { ContentModel } from "@/lib/content/loading/load-content";
import { readBuildReport } from "@/lib/deploy/build-report";
import { composeModel } from "@/lib/site-model/compose-model";

/**
 * The content the built site in out/ was made from: composed again the way the content
 * collection's loader did, with the site, content folder, date and preview the build report
 * records (the images are in place, so nothing is drawn again).
 */
export async function builtModel(outDir = "out"): Promise<ContentModel> {
  const report = readBuildReport(outDir);
  const { model } = await composeModel({
    contentDir: path.resolve(report.settings.contentDir),
    siteName: report.site,
    publicDir: path.resolve("public"),
    now: new Date(report.builtAt),
    unpublished: report.preview ? "show" : "hide",
  });
  return model;
}
/** One example of every route type of the built site. */
export function routeSamples(model: ContentModel) {
  const article = model.articles[0];
  const category = model.categories[0];
  const sub = category?.children[0];
  const author = model.authors[0];
  if (!article || !category || !sub || !author) throw new Error("the built site lacks content");
  return { article, category, sub, author };
}

/** A page of every type, the not-found and error pages included: for checks that apply to all. */
export function samplePaths(model: ContentModel): string[] {
  const { article, category, sub, author } = routeSamples(model);
  return [
    "/",
    article.path,
    category.path,
    sub.path,
    "/authors",
    author.path,
    "/info/about-us",
    "/privacy-policy",
    "/terms",
    "/sitemap",
    "/yok-boyle-bir-sayfa",
    "/500",
    "/offline",
  ];
}
