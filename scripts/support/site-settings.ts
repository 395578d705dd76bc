import path from "node:path";
import { ProblemLog } from "@/lib/content/loading/problems";
import { loadSite, readSiteSettings } from "@/lib/content/loading/site";
import type { Site } from "@/lib/content/types";
import { type DeploySettings, deploySettings } from "@/lib/deploy/deploy-settings";
import type { Env } from "@/lib/env";

function exitOn(log: ProblemLog): void {
  if (log.errors.length === 0) return;
  console.error(log.errors.map((e) => `${e.file}: ${e.field}: ${e.problem}`).join("\n"));
  process.exit(1);
}

/**
 * The site's settings as pages use them, and its deploy settings (buckets, grace period),
 * without a build: for the commands that talk to the bucket before or instead of building
 * (status, rollback, the daily job). Stops the command naming the problem when they are invalid.
 */
export function siteOrExit(env: Pick<Env, "contentDir" | "site">): {
  site: Site;
  deploy: DeploySettings;
} {
  const log = new ProblemLog();
  const site = loadSite(env.contentDir, env.site, path.resolve("public"), log);
  const settings = readSiteSettings(env.contentDir, env.site, new ProblemLog());
  exitOn(log);
  if (!site || !settings) process.exit(1);
  return { site, deploy: deploySettings(settings) };
}

/** The site's deploy settings alone (the build records them for the deploy). */
export function deploySettingsOrExit(env: Pick<Env, "contentDir" | "site">): DeploySettings {
  const log = new ProblemLog();
  const settings = readSiteSettings(env.contentDir, env.site, log);
  exitOn(log);
  if (!settings) process.exit(1);
  return deploySettings(settings);
}
