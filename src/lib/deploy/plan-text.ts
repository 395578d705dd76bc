import { PHASE_LABEL, PHASES } from "./phases";
import type { DeployPlan } from "./plan";
import type { Progress } from "./run";

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

const LISTED_PER_PHASE = 20;

/** The plan as `--dry-run` prints it: phase by phase, in upload order. */
export function formatPlan(plan: DeployPlan, bucket: string): string {
  const lines = [
    `Deploy plan for bucket ${bucket}: ${plan.uploads.length} files to send (${formatBytes(plan.uploadBytes)}), ${plan.unchanged} unchanged, ${plan.deletions.length} to delete, ${plan.retained.length} kept from older builds.`,
  ];
  for (const phase of PHASES) {
    const uploads = plan.uploads.filter((u) => u.phase === phase);
    if (uploads.length === 0) continue;
    const bytes = uploads.reduce((sum, u) => sum + u.size, 0);
    lines.push(`  ${PHASE_LABEL[phase]}: ${uploads.length} files, ${formatBytes(bytes)}`);
    for (const upload of uploads.slice(0, LISTED_PER_PHASE))
      lines.push(
        `    ${upload.reason === "new" ? "+" : "~"} ${upload.key}  ${upload.contentType}  ${upload.cacheControl}`,
      );
    if (uploads.length > LISTED_PER_PHASE)
      lines.push(`    … and ${uploads.length - LISTED_PER_PHASE} more`);
  }
  if (plan.deletions.length > 0) {
    lines.push(`  delete (older builds, past the grace period): ${plan.deletions.length} files`);
    for (const key of plan.deletions.slice(0, LISTED_PER_PHASE)) lines.push(`    - ${key}`);
    if (plan.deletions.length > LISTED_PER_PHASE)
      lines.push(`    … and ${plan.deletions.length - LISTED_PER_PHASE} more`);
  }
  if (plan.retained.length > 0) {
    const first = plan.retained.map((r) => r.expiresAt).sort()[0];
    lines.push(
      `  keep for open tabs: ${plan.retained.length} files of older builds (the first may go after ${first})`,
    );
  }
  for (const warning of plan.warnings) lines.push(`  warning: ${warning}`);
  return lines.join("\n");
}

/** One line: `[pages] 120/450 files, 3.2 MB/9.8 MB`. */
export function formatProgress(progress: Progress): string {
  return `[${progress.phase}] ${progress.files}/${progress.totalFiles} files, ${formatBytes(progress.bytes)}/${formatBytes(progress.totalBytes)}`;
}
