import path from "node:path";
import {
  type ContentModel,
  type ContentOptions,
  type LoadedContent,
  loadContent,
} from "@/lib/content/loading/load-content";
import { markdownCache } from "@/lib/content/loading/markdown-cache";
import { withImages } from "@/lib/content/model/with-images";
import { buildImages, type ImageStats } from "@/lib/images/build-images";

export interface ComposedContent {
  loaded: LoadedContent;
  /** The model pages read: the loaded one with every article's cover and author's avatar. */
  model: ContentModel;
  images: ImageStats;
}

/** Where rendered article bodies are kept between runs (not the source tree). */
export const MARKDOWN_CACHE_DIR = path.resolve(".cache/markdown");

/**
 * Loads and checks content/ (a ContentError names every bad file and field), makes the images
 * and composes the model pages read: what the content collection stores, and what tests and
 * the desk ask of the content the build saw. Unchanged articles come from the Markdown cache.
 */
export async function composeModel(options: ContentOptions): Promise<ComposedContent> {
  const bodies = markdownCache(MARKDOWN_CACHE_DIR);
  const loaded = loadContent({ renderMarkdown: bodies.render, ...options });
  const { images, stats } = await buildImages(loaded);
  return { loaded, model: withImages(loaded.model, images), images: stats };
}
