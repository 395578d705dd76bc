import type { DeployedBuild, DeployManifest } from "./manifest";

/** One build in a line or two: ID, commit, date, article count, when it went live. */
export function describeBuild(build: DeployedBuild): string {
  const commit = build.commit ? build.commit.slice(0, 12) : "no commit";
  return `build ${build.id}, commit ${commit}, built ${build.builtAt}, ${build.articles} articles, ${build.fileCount} files (deployed ${build.deployedAt})`;
}

/** What `npm run deploy -- --status` prints: the live build and what a rollback would restore. */
export function formatStatus(manifest: DeployManifest | null, bucket: string): string {
  if (!manifest) return `${bucket} holds no deploy yet: nothing is live, nothing to roll back to.`;
  const lines = [`${bucket} (site "${manifest.site}", last deploy ${manifest.deployedAt}):`];
  if (manifest.live) {
    lines.push(`  live:     ${describeBuild(manifest.live)}`);
    const next = manifest.live.upcoming[0];
    lines.push(
      next
        ? `            next scheduled: ${next.file} on ${next.at}${manifest.live.upcoming.length > 1 ? ` (${manifest.live.upcoming.length} scheduled)` : ""}`
        : "            nothing scheduled",
    );
  } else {
    lines.push("  live:     not recorded (deployed by an older version of npm run deploy)");
  }
  lines.push(
    manifest.previous
      ? `  rollback: would restore ${describeBuild(manifest.previous)}`
      : "  rollback: nothing to go back to (no earlier build is recorded)",
  );
  if (manifest.rolledBack)
    lines.push(
      "  rolled back: the live build was put back by --rollback; the daily build waits for a deploy of main",
    );
  return lines.join("\n");
}
