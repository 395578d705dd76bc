import type { LoadedModel } from "@/lib/content/load-content";
import type { ImageRef } from "@/lib/content/types";
import type { DeskData } from "./preview-model";

/**
 * The desk's picture of the site (editor-data.json): settings, category tree, authors and the
 * slugs in use as loaded from content/ now, with the avatars and covers the last build drew.
 */
export function deskData(
  model: Pick<LoadedModel, "site" | "categories" | "authors" | "articles" | "reviewers">,
  built: { avatars: ReadonlyMap<string, ImageRef>; covers: ReadonlyMap<string, ImageRef> },
): DeskData {
  const articles = model.articles.map((a) => a.slug);
  return {
    site: model.site,
    categories: model.categories,
    authors: model.authors.map((author) => {
      const avatar = built.avatars.get(author.slug);
      return avatar ? { ...author, avatar } : author;
    }),
    covers: Object.fromEntries([...built.covers].filter(([slug]) => articles.includes(slug))),
    slugs: { articles, authors: model.authors.map((a) => a.slug) },
    reviewers: model.reviewers.map(({ slug, name, title }) => ({ slug, name, title })),
  };
}
