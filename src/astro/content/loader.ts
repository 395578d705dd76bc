import path from "node:path";
import type { Loader, LoaderContext } from "astro/loaders";
import type { ContentOptions } from "@/lib/content/loading/load-content";
import { pruneBodyFiles, writeBodyFiles } from "@/lib/site-model/body-files";
import { composeModel } from "@/lib/site-model/compose-model";
import { MODEL_ID, type StoredModel } from "./entries";

/**
 * The site's content as an Astro content collection: every file of content/ loaded and checked
 * the way the build's content check does (src/lib/content/loading), the images made, and the
 * composed model stored as one entry with the file of each article's body (the bodies stay on
 * disk: src/lib/site-model/body-files.ts). Pages read them through ./queries.ts. In `astro dev` a saved file reloads the collection, so the dev server shows an
 * editor's change without a restart.
 */
export function siteContentLoader(options: ContentOptions): Loader {
  return {
    name: "isilti-content",
    async load(context) {
      const sync = () => syncContent(options, context);
      await sync();
      watchContent(options.contentDir, context, sync);
    },
  };
}

async function syncContent(options: ContentOptions, context: LoaderContext): Promise<void> {
  const { store, generateDigest } = context;
  // The Markdown cache the build's content check filled: unchanged articles are not parsed again.
  const { loaded, model } = await composeModel(options);
  const bodyFiles = writeBodyFiles(loaded.bodies);
  // The model is plain data (it was JSON in every earlier form): stored as it is, with the file
  // of each article's body, so a changed body is a changed entry.
  const data: StoredModel = { model, bodyFiles: Object.fromEntries(bodyFiles) };
  const record = data as unknown as Record<string, unknown>;
  store.set({ id: MODEL_ID, data: record, digest: generateDigest(record) });
  for (const id of store.keys()) if (id !== MODEL_ID) store.delete(id);
  pruneBodyFiles(bodyFiles.values());
}

/** How long a burst of saves (an editor's tool writes several files) is waited out. */
const SETTLE_MS = 150;

function watchContent(contentDir: string, context: LoaderContext, sync: () => Promise<void>) {
  const { watcher, logger } = context;
  if (!watcher) return;
  const root = path.resolve(contentDir);
  watcher.add(root);
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const reload = (file: string) => {
    const relative = path.relative(root, file);
    if (relative.startsWith("..") || path.isAbsolute(relative)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(async () => {
        try {
          await sync();
          logger.info(`content reloaded after a change to ${relative}`);
        } catch (error) {
          // The dev server keeps the last valid content and says what is wrong (file and field
          // for content problems): an editor's half-done save must not stop it.
          logger.error(error instanceof Error ? error.message : String(error));
        }
      });
    }, SETTLE_MS);
  };
  for (const event of ["add", "change", "unlink"] as const) watcher.on(event, reload);
}
