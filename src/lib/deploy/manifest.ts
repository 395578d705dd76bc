import { z } from "zod";

/**
 * The deploy manifest: one object in the bucket that records what each deploy left there.
 * It is how a deploy knows which files changed (their content hash), which files belong to
 * older builds and since when (so they are deleted only after the grace period, while open
 * tabs may still ask for them), and which uploads an interrupted deploy may have left behind.
 * It also names the live build and the one before it (commit, date, settings, a digest of its
 * files): `--status` prints them, the daily job reads when the live build's next scheduled
 * article is due, and `--rollback` builds the previous one again and checks it is the same.
 */

export const MANIFEST_KEY = ".deploy-manifest.json";

const isoTime = z.iso.datetime({ offset: true });

const entrySchema = z.strictObject({
  /** sha256 of the bytes, hex. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().min(0),
  /** When a deploy first found the file gone from the build; null while the live build has it. */
  retiredAt: isoTime.nullable(),
});

/** A build as the bucket knows it: from its build report, plus what the deploy measured. */
export const deployedBuildSchema = z.strictObject({
  /** The build ID every page carries. */
  id: z.string(),
  /** The commit it was built from; null outside a git work tree (development only). */
  commit: z.string().nullable(),
  /** The build's date (what it published). */
  builtAt: isoTime,
  articles: z.number().int().min(0),
  /** Scheduled articles, soonest first: the first is when the next build is due. */
  upcoming: z.array(z.strictObject({ at: isoTime, slug: z.string(), file: z.string() })),
  settings: z.strictObject({
    contentDir: z.string(),
    buildIdSalt: z.string(),
    swKillSwitch: z.boolean(),
  }),
  /** sha256 over every file's key and hash (./digest.ts): two builds with one digest are the same bytes. */
  digest: z.string().regex(/^[0-9a-f]{64}$/),
  fileCount: z.number().int().min(0),
  /** When a deploy made it live. */
  deployedAt: isoTime,
});

export const manifestSchema = z.strictObject({
  /** 1: before builds were recorded (read as having none); 2: with `live` and `previous`. */
  version: z.literal([1, 2]),
  site: z.string(),
  /** When the last complete deploy finished. */
  deployedAt: isoTime,
  files: z.record(z.string(), entrySchema),
  /**
   * Keys a deploy was about to write, with when, recorded before its first upload: if it fails
   * part-way, the next deploy knows these objects may exist although no complete deploy listed them.
   */
  pending: z.record(z.string(), isoTime).default({}),
  /** The build readers get; null before the first deploy that recorded one. */
  live: deployedBuildSchema.nullable().default(null),
  /** The build live before it: what `--rollback` restores. */
  previous: deployedBuildSchema.nullable().default(null),
  /** The live build was put back by `--rollback`: the daily job waits for a deploy. */
  rolledBack: z.boolean().default(false),
});

export type DeployedBuild = z.infer<typeof deployedBuildSchema>;

export type ManifestEntry = z.infer<typeof entrySchema>;
export type DeployManifest = z.infer<typeof manifestSchema>;

export class ManifestError extends Error {}

/** The manifest from its stored text; null when the bucket has none (a first deploy). */
export function parseManifest(text: string | null): DeployManifest | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ManifestError(
      `${MANIFEST_KEY} in the bucket is not JSON (${error instanceof Error ? error.message : error}); fix or delete it, then deploy again`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ManifestError(
      `${MANIFEST_KEY} in the bucket is not a deploy manifest (${issue?.path.join(".") || "-"}: ${issue?.message}); fix or delete it, then deploy again`,
    );
  }
  return parsed.data;
}

/** Stable text: keys sorted, so two identical states store identical manifests. */
export function serializeManifest(manifest: DeployManifest): string {
  const sorted = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify({ ...manifest, version: 2, files: sorted(manifest.files), pending: sorted(manifest.pending) }, null, 1)}\n`;
}
