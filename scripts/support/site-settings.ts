import path from "node:path";
import { ProblemLog } from "@/lib/content/loading/problems";
import { loadSite } from "@/lib/content/loading/site";
import type { Site } from "@/lib/content/types";
import type { Env } from "@/lib/env";

/**
 * The site's settings (its buckets, grace period) without a build: for the commands that talk
 * to the bucket before or instead of building (status, rollback, the daily job). Stops the
 * command naming the problem when they are invalid.
 */
export function siteOrExit(env: Pick<Env, "contentDir" | "site">): Site {
  const log = new ProblemLog();
  const site = loadSite(env.contentDir, env.site, path.resolve("public"), log);
  if (!site || log.errors.length > 0) {
    console.error(log.errors.map((e) => `${e.file}: ${e.field}: ${e.problem}`).join("\n"));
    process.exit(1);
  }
  return site;
}
