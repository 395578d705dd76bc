import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ContentModel } from "./load-content";

/**
 * Content is parsed and validated once per build (scripts/prebuild.ts) and written here;
 * every page render then reads this snapshot instead of parsing Markdown again.
 */
export const SNAPSHOT_DIR = path.resolve(".generated", "content");

export function writeSnapshot(
  model: ContentModel,
  bodies: ReadonlyMap<string, string>,
  dir = SNAPSHOT_DIR,
): void {
  // Written beside the old snapshot and swapped in whole: a failed run never leaves half of one.
  const staging = `${dir}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.join(staging, "bodies"), { recursive: true });
  writeFileSync(path.join(staging, "model.json"), JSON.stringify(model));
  for (const [slug, html] of bodies)
    writeFileSync(path.join(staging, "bodies", `${slug}.html`), html);
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}

export function readModel(dir = SNAPSHOT_DIR): ContentModel {
  try {
    return JSON.parse(readFileSync(path.join(dir, "model.json"), "utf8")) as ContentModel;
  } catch (error) {
    throw new Error(
      `No content snapshot in ${dir}: run "npm run prebuild" (npm run build and npm run dev do it). ${error}`,
    );
  }
}

export function readBody(slug: string, dir = SNAPSHOT_DIR): string {
  return readFileSync(path.join(dir, "bodies", `${slug}.html`), "utf8");
}
