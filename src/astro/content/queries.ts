import { getCollection, getEntry } from "astro:content";
import type { ContentQueries } from "@/lib/content/content-queries";
import { createQueries } from "@/lib/content/queries/create-queries";
import type { ContentModel } from "@/lib/content/types";
import { BODY_PREFIX, COLLECTION, MODEL_ID } from "./entries";

/** Entries as `astro:content` returns them; its types are `any` until `astro sync` runs. */
interface StoredEntry {
  id: string;
  data: Record<string, unknown>;
  rendered?: { html: string };
}

/**
 * Queries per stored model: built once per build, and again in `astro dev` only after the
 * collection was reloaded (a new model object), so every page of a build shares one.
 */
const built = new WeakMap<object, Promise<ContentQueries>>();

/** The content layer as routes use it: the site collection's model and article bodies. */
export async function content(): Promise<ContentQueries> {
  const entry = (await getEntry(COLLECTION, MODEL_ID)) as StoredEntry | undefined;
  if (!entry)
    throw new Error(`the content collection "${COLLECTION}" has no model: was it loaded?`);
  let queries = built.get(entry.data);
  if (!queries) {
    queries = queriesFor(entry.data);
    built.set(entry.data, queries);
  }
  return queries;
}

async function queriesFor(data: Record<string, unknown>): Promise<ContentQueries> {
  const bodies = new Map<string, string>();
  for (const entry of (await getCollection(COLLECTION)) as StoredEntry[]) {
    if (entry.id.startsWith(BODY_PREFIX) && entry.rendered)
      bodies.set(entry.id.slice(BODY_PREFIX.length), entry.rendered.html);
  }
  // Our own loader stored this model (./loader.ts), composed and typed by src/lib/content.
  const model = data as unknown as ContentModel;
  return createQueries(model, (slug) => {
    const html = bodies.get(slug);
    if (html === undefined) throw new Error(`no body stored for the article "${slug}"`);
    return html;
  });
}
