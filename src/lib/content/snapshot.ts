import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ContentModel } from "./types";

/**
 * Content is parsed and validated once per build (scripts/prebuild.ts) and written here;
 * every page render then reads this snapshot instead of parsing Markdown again.
 */
export const SNAPSHOT_DIR = path.resolve(".generated", "content");

/**
 * Bump when `ContentModel` changes shape: a snapshot written by older code is then refused
 * with a clear message instead of rendering pages from fields that are not there.
 * 1: unversioned; 2: every article has a cover and every author an avatar (raster or vector);
 * 3: `site.controller`, unknown categories under the top-level `other` of the index;
 * 7: every article summary has its `form`; 8: the model's `builtAt` (the build's date).
 */
export const SNAPSHOT_VERSION = 8;

/** What to run when the snapshot is missing or stale: commands that exist in package.json. */
const REMEDY = 'Run "npm run build" (or "npm run dev"), which writes it before rendering pages.';

const image = z.looseObject({
  kind: z.enum(["raster", "vector"]),
  src: z.string().min(1),
  alt: z.string(),
  width: z.number().positive(),
  height: z.number().positive(),
});
const listed = z.looseObject({ slug: z.string().min(1), path: z.string().startsWith("/") });

/** The parts of the model every page relies on; the version stands for the rest. */
const snapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  model: z.looseObject({
    site: z.looseObject({ title: z.string(), url: z.string() }),
    categories: z.array(z.looseObject({ key: z.string(), path: z.string() })),
    authors: z.array(listed.extend({ avatar: image })),
    articles: z.array(listed.extend({ title: z.string(), cover: image })),
    index: z.record(z.string(), z.unknown()),
    pages: z.array(listed),
    partnerLinks: z.looseObject({ byPath: z.record(z.string(), z.array(z.string())) }),
  }),
});

export function writeSnapshot(
  model: ContentModel,
  bodies: ReadonlyMap<string, string>,
  dir = SNAPSHOT_DIR,
): void {
  // Written beside the old snapshot and swapped in whole: a failed run never leaves half of one.
  const staging = `${dir}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.join(staging, "bodies"), { recursive: true });
  writeFileSync(
    path.join(staging, "model.json"),
    JSON.stringify({ version: SNAPSHOT_VERSION, model }),
  );
  for (const [slug, html] of bodies)
    writeFileSync(path.join(staging, "bodies", `${slug}.html`), html);
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}

export class SnapshotError extends Error {
  override name = "SnapshotError";
}

/** The model of the last build; refuses a missing, unreadable, stale or malformed snapshot. */
export function readModel(dir = SNAPSHOT_DIR): ContentModel {
  const file = path.join(dir, "model.json");
  const fail = (problem: string): never => {
    throw new SnapshotError(`The content snapshot ${file} ${problem}. ${REMEDY}`);
  };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return fail(missing ? "does not exist" : `cannot be read (${error})`);
  }
  const version = (data as { version?: unknown } | null)?.version;
  if (version !== SNAPSHOT_VERSION) {
    return fail(
      `was written by another version of the site (format ${version ?? "unversioned"}, expected ${SNAPSHOT_VERSION})`,
    );
  }
  const parsed = snapshotSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(`is malformed at ${issue?.path.join(".") || "its root"}: ${issue?.message}`);
  }
  // The schema checks what pages rely on; the version vouches for the rest of the shape.
  return parsed.data.model as unknown as ContentModel;
}

export function readBody(slug: string, dir = SNAPSHOT_DIR): string {
  return readFileSync(path.join(dir, "bodies", `${slug}.html`), "utf8");
}
