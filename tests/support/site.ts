import type { ContentModel } from "@/lib/content/load-content";
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
