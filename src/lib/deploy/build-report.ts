import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { BuildFacts } from "./plan";

/**
 * What a build records about the site in out/, for the deploy: which site it is (so it goes to
 * that site's buckets), the content warnings (a production deploy refuses a build that warned),
 * what is not ready for readers (sample data, links to drafts), the commit it was built from,
 * when the next scheduled article becomes public (the daily job's question) and the settings
 * that made it (a rollback builds the same commit again with them). Written beside out/, never
 * inside it: it is not deployed.
 */
export const BUILD_REPORT_FILE = "build-report.json";

export const buildReportSchema = z.strictObject({
  site: z.string(),
  buckets: z.strictObject({ development: z.string(), production: z.string() }),
  graceDays: z.number().int().min(0),
  warnings: z.array(z.string()),
  /** Built with CONTENT_PREVIEW=1: drafts and scheduled articles are in it (npm run dev's view). */
  preview: z.boolean(),
  /** Sample data and links to unpublished articles (src/lib/content/editorial/production-readiness.ts). */
  readiness: z.strictObject({
    placeholders: z.array(z.string()),
    samplePartnerLinks: z.array(z.string()),
    unpublishedLinks: z.array(z.string()),
    unreviewed: z.array(z.string()),
  }),
  /** null when the project was not a git work tree. */
  git: z.strictObject({ commit: z.string(), dirty: z.boolean() }).nullable(),
  /** The build's date: what it published (BUILD_DATE, else the clock when the build started). */
  builtAt: z.iso.datetime({ offset: true }),
  /** The build ID every page carries (`<meta name="build-id">`). */
  buildId: z.string().min(1),
  /** Articles published by this build. */
  articles: z.number().int().min(0),
  /** Scheduled articles, soonest first: the first one's `at` is when a new build is due. */
  upcoming: z.array(
    z.strictObject({ at: z.iso.datetime({ offset: true }), slug: z.string(), file: z.string() }),
  ),
  /** The settings a build of the same commit needs to give the same bytes (a rollback's rebuild). */
  settings: z.strictObject({
    /** CONTENT_DIR, relative to the project. */
    contentDir: z.string(),
    buildIdSalt: z.string(),
    swKillSwitch: z.boolean(),
  }),
});

export type BuildReport = z.infer<typeof buildReportSchema>;

/** The report of the build in `outDir`: it sits beside that folder. */
export const reportPathFor = (outDir: string) =>
  path.join(path.dirname(path.resolve(outDir)), BUILD_REPORT_FILE);

export function readBuildReport(outDir: string): BuildReport {
  const file = reportPathFor(outDir);
  if (!existsSync(file))
    throw new Error(`${file} is missing: build the site with npm run build before deploying`);
  const parsed = buildReportSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success)
    throw new Error(
      `${file} is not a build report (build again): ${parsed.error.issues[0]?.message}`,
    );
  return parsed.data;
}

/** Written whole (a temporary file renamed into place), as out/ is. */
export function writeBuildReport(outDir: string, report: BuildReport): void {
  const file = reportPathFor(outDir);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(report, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** The build's record for the bucket's manifest (the deploy adds its digest and date). */
export function buildFactsOf(report: BuildReport): BuildFacts {
  return {
    id: report.buildId,
    commit: report.git?.commit ?? null,
    builtAt: report.builtAt,
    articles: report.articles,
    upcoming: report.upcoming,
    settings: report.settings,
  };
}
