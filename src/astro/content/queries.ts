import { getEntry } from "astro:content";
import type { ContentQueries } from "@/lib/content/content-queries";
import { createQueries } from "@/lib/content/queries/create-queries";
import { readBodyFile } from "@/lib/site-model/body-files";
import { COLLECTION, MODEL_ID, type StoredModel } from "./entries";

/**
 * Queries per stored model: built once per build, and again in `astro dev` only after the
 * collection was reloaded with a change (a new entry), so every page of a build shares one.
 */
const built = new WeakMap<object, ContentQueries>();

/** The content layer as routes use it: the site collection's model and article bodies. */
export async function content(): Promise<ContentQueries> {
  const entry = (await getEntry(COLLECTION, MODEL_ID)) as { data: object } | undefined;
  if (!entry)
    throw new Error(`the content collection "${COLLECTION}" has no model: was it loaded?`);
  let queries = built.get(entry.data);
  if (!queries) {
    // Our own loader stored this entry (./loader.ts), composed and typed by src/lib/content.
    const { model, bodyFiles } = entry.data as StoredModel;
    queries = createQueries(model, (slug) => {
      const file = bodyFiles[slug];
      if (file === undefined) throw new Error(`no body stored for the article "${slug}"`);
      return readBodyFile(file);
    });
    built.set(entry.data, queries);
  }
  return queries;
}
