import type { ContentModel, ImageRef, LoadedModel } from "../types";

/** What the image step made: an image for every article (cover) and author (avatar), by slug. */
export interface ModelImages {
  covers: ReadonlyMap<string, ImageRef>;
  avatars: ReadonlyMap<string, ImageRef>;
}

/**
 * The model pages read, composed from the loaded model and the image step's results. The
 * loaded model is left as it was: one type per state, nothing filled in later.
 */
export function withImages(model: LoadedModel, images: ModelImages): ContentModel {
  const imageOf = (map: ReadonlyMap<string, ImageRef>, what: string, slug: string) => {
    const image = map.get(slug);
    if (!image) throw new Error(`the image step made no ${what} for "${slug}"`);
    return image;
  };
  return {
    ...model,
    articles: model.articles.map((article) => ({
      ...article,
      cover: imageOf(images.covers, "cover", article.slug),
    })),
    authors: model.authors.map((author) => ({
      ...author,
      avatar: imageOf(images.avatars, "avatar", author.slug),
    })),
  };
}
