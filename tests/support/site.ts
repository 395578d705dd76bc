import type { ContentModel } from "@/lib/content/loading/load-content";
import { readModel } from "@/lib/content/snapshot";

/** The content the built site in out/ was made from (the build's snapshot). */
export function builtModel(): ContentModel {
  return readModel();
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
