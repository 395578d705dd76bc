import { cacheClassOf, cacheControlOf } from "@/lib/hosting/cache";
import { contentTypeOf } from "@/lib/hosting/content-types";
import { buildDigest } from "./digest";
import {
  type DeployedBuild,
  type DeployManifest,
  MANIFEST_KEY,
  type ManifestEntry,
} from "./manifest";
import { PHASES, type Phase, phaseOf } from "./phases";

/** A file of the build: its object key (`articles/x.html`, no leading slash), size and sha256. */
export interface LocalFile {
  key: string;
  size: number;
  hash: string;
}

export interface Upload extends LocalFile {
  phase: Phase;
  contentType: string;
  cacheControl: string;
  reason: "new" | "changed";
}

export interface Retained {
  key: string;
  retiredAt: string;
  /** When a later deploy may delete it. */
  expiresAt: string;
}

export interface DeployPlan {
  /** In upload order: phase by phase (see ./phases.ts), by key within a phase. */
  uploads: Upload[];
  /** Files of the build already in the bucket with the same bytes. */
  unchanged: number;
  /** Files of older builds past the grace period: deleted after every upload. */
  deletions: string[];
  /** Files of older builds kept for open tabs, until they expire. */
  retained: Retained[];
  /** Things the operator should know (e.g. a fingerprinted file whose bytes changed). */
  warnings: string[];
  /** The manifest to store once the deploy is complete. */
  manifest: DeployManifest;
  /** The manifest to store before the first upload: the old one, with the pending uploads. */
  intent: DeployManifest | null;
  uploadBytes: number;
}

export interface PlanInput {
  site: string;
  files: readonly LocalFile[];
  /** What the bucket holds, from its manifest; null for an empty bucket. */
  previous: DeployManifest | null;
  now: Date;
  graceDays: number;
  /** Send every file, whatever the manifest says (after objects were changed by hand). */
  full?: boolean;
  /** What the build report says about this build; without it the bucket's live build is unknown. */
  build?: BuildFacts;
  /** This deploy puts the previous build back (`--rollback`): the daily job waits for a deploy. */
  rollback?: boolean;
}

/** A build's record in the manifest, less what the deploy itself measures. */
export type BuildFacts = Omit<DeployedBuild, "digest" | "fileCount" | "deployedAt">;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The hash recorded for an object whose bytes no complete deploy saw: matches no file. */
const UNKNOWN_HASH = "0".repeat(64);

/** Keys are site paths without the leading slash; the rules speak site paths. */
export const sitePathOf = (key: string) => `/${key}`;

/**
 * What a deploy must do to bring the bucket from `previous` to `files`: which files to send
 * and in what order, which old files to keep for open tabs and which to delete, and the
 * manifest that records the result. Pure: the clock is an input.
 */
export function planDeploy(input: PlanInput): DeployPlan {
  const { previous, now, graceDays } = input;
  const nowIso = now.toISOString();
  const graceMs = graceDays * DAY_MS;
  const oldFiles = previous?.files ?? {};
  const warnings: string[] = [];

  // An interrupted deploy may have overwritten these: the manifest's hash no longer says what
  // the bucket holds, so they are sent again even where the hashes agree.
  const uncertain = new Set(Object.keys(previous?.pending ?? {}));
  const uploads: Upload[] = [];
  const files: Record<string, ManifestEntry> = {};
  let unchanged = 0;
  for (const file of input.files) {
    if (file.key === MANIFEST_KEY) throw new Error(`the build may not contain ${MANIFEST_KEY}`);
    files[file.key] = { hash: file.hash, size: file.size, retiredAt: null };
    const old = oldFiles[file.key];
    if (old && old.hash === file.hash && !input.full && !uncertain.has(file.key)) {
      unchanged++;
      continue;
    }
    const sitePath = sitePathOf(file.key);
    if (old && old.hash !== file.hash && cacheClassOf(sitePath) === "immutable") {
      warnings.push(
        `${file.key} is fingerprinted but its bytes changed: browsers that cached it keep the old one for a year`,
      );
    }
    uploads.push({
      ...file,
      phase: phaseOf(sitePath),
      contentType: contentTypeOf(sitePath),
      cacheControl: cacheControlOf(sitePath),
      reason: old ? "changed" : "new",
    });
  }
  uploads.sort(
    (a, b) =>
      PHASES.indexOf(a.phase) - PHASES.indexOf(b.phase) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );

  // Files no longer in the build: kept (retired) for the grace period, then deleted.
  const deletions: string[] = [];
  const retained: Retained[] = [];
  const retire = (key: string, entry: ManifestEntry, since: string) => {
    const retiredAt = entry.retiredAt ?? since;
    if (now.getTime() - Date.parse(retiredAt) >= graceMs) {
      deletions.push(key);
      return;
    }
    files[key] = { ...entry, retiredAt };
    retained.push({
      key,
      retiredAt,
      expiresAt: new Date(Date.parse(retiredAt) + graceMs).toISOString(),
    });
  };
  for (const [key, entry] of Object.entries(oldFiles)) {
    if (!(key in files)) retire(key, entry, nowIso);
  }
  // Uploads of an interrupted deploy that neither the old manifest nor this build lists: they
  // may be in the bucket, so they are tracked (as retired since that deploy) and deleted later.
  for (const [key, since] of Object.entries(previous?.pending ?? {})) {
    if (key in files || key in oldFiles) continue;
    // Size and hash are unknown; the entry only tracks the object for deletion.
    retire(key, { hash: UNKNOWN_HASH, size: 0, retiredAt: null }, since);
  }
  deletions.sort();
  retained.sort((a, b) => (a.key < b.key ? -1 : 1));

  const manifest: DeployManifest = {
    version: 2,
    site: input.site,
    deployedAt: nowIso,
    files,
    pending: {},
    ...builds(input, previous, nowIso),
  };
  let intent: DeployManifest | null = null;
  if (uploads.length > 0) {
    const pending = { ...(previous?.pending ?? {}) };
    for (const upload of uploads) pending[upload.key] ??= nowIso;
    intent = {
      version: 2,
      site: input.site,
      deployedAt: previous?.deployedAt ?? nowIso,
      files: oldFiles,
      pending,
      live: previous?.live ?? null,
      previous: previous?.previous ?? null,
      rolledBack: previous?.rolledBack ?? false,
    };
  }
  return {
    uploads,
    unchanged,
    deletions,
    retained,
    warnings,
    manifest,
    intent,
    uploadBytes: uploads.reduce((sum, u) => sum + u.size, 0),
  };
}

/**
 * The live and previous builds once this deploy is complete. A build with the live one's bytes
 * (a commit that changed nothing readers get) only renames the live build's commit; another
 * build makes the live one the previous; a rollback swaps them, so a second rollback undoes the
 * first.
 */
function builds(
  input: PlanInput,
  previous: DeployManifest | null,
  nowIso: string,
): Pick<DeployManifest, "live" | "previous" | "rolledBack"> {
  const live = previous?.live ?? null;
  if (!input.build) return { live: null, previous: live, rolledBack: false };
  const record: DeployedBuild = {
    ...input.build,
    digest: buildDigest(input.files),
    fileCount: input.files.length,
    deployedAt: nowIso,
  };
  if (input.rollback) return { live: record, previous: live, rolledBack: true };
  if (live && live.digest === record.digest)
    return { live: record, previous: previous?.previous ?? null, rolledBack: false };
  return { live: record, previous: live, rolledBack: false };
}
