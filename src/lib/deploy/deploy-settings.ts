import type { SiteSettings } from "@/lib/content/loading/schemas";

/**
 * Where and how a site is deployed, from its settings file: read by the deploy's commands
 * (build report, deploy, rollback, the daily job), never by pages.
 */
export interface DeploySettings {
  /** Storage buckets: `{name}-dev` and `{name}-prod` unless the settings say otherwise. */
  buckets: { development: string; production: string };
  /** Days a deploy keeps the files of older builds, for readers' open tabs. */
  graceDays: number;
}

const DEFAULT_GRACE_DAYS = 7;

/** `{name}-dev` and `{name}-prod` (buckets named from the short name, docs/behaviour.md#site-name). */
export function defaultBuckets(name: string): DeploySettings["buckets"] {
  return { development: `${name}-dev`, production: `${name}-prod` };
}

export function deploySettings(settings: SiteSettings): DeploySettings {
  const buckets = defaultBuckets(settings.name);
  return {
    buckets: {
      development: settings.buckets?.development ?? buckets.development,
      production: settings.buckets?.production ?? buckets.production,
    },
    graceDays: settings.deploy?.graceDays ?? DEFAULT_GRACE_DAYS,
  };
}
