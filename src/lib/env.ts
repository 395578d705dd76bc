import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the project's own code reads, validated once. Build, serve,
 * deploy and the scripts take their settings from `readEnv()`; nothing else reads
 * `process.env` (the test-only CHROMIUM_PATH and NGINX_PATH stay with the tool check in
 * scripts/support/system-tools.ts, and code running in the browser never sees this module).
 */

/** "1"/"true" on, "0"/"false" off: a typo must not silently mean "off". */
const flag = z
  .enum(["1", "0", "true", "false"], { error: "must be 1 or 0 (true or false)" })
  .transform((value) => value === "1" || value === "true");

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` });

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });

const schema = z.object({
  /** Which site to build: its settings are content/site/{SITE}.yaml. */
  SITE: z
    .string()
    .regex(/^[a-z0-9-]+$/, { error: "must be a site name: lower-case letters, digits and -" })
    .default("isilti"),
  /** Content other than the bundled one (tests, benchmarks, sister sites). */
  CONTENT_DIR: z.string().default("content"),
  /** Where `npm start` / `npm run serve` listen. */
  PORT: wholeNumber(1, 65_535).default(3000),
  HOST: z.string().optional(),
  /** Ships the self-unregistering service worker (docs/behaviour.md#offline-reading). */
  SW_KILL_SWITCH: flag.default(false),
  /** Shows drafts and scheduled articles as if published (`npm run dev`; never for readers). */
  CONTENT_PREVIEW: flag.default(false),
  /** The editors' desk (`npm run edit`): its port, and whether it opens a browser. */
  EDIT_PORT: wholeNumber(1, 65_535).default(4330),
  EDIT_OPEN: flag.default(true),
  /** The hosted desk (`npm run edit -- --github DIR`, docs/editing.md): repository and OAuth gateway. */
  EDITOR_GITHUB_REPO: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, { error: "must be a GitHub repository as owner/name" })
    .optional(),
  EDITOR_GITHUB_BRANCH: z.string().default("main"),
  EDITOR_OAUTH_URL: httpUrl.optional(),
  /** GitHub's API for the hosted desk when not api.github.com (GitHub Enterprise Server). */
  EDITOR_GITHUB_API_ROOT: httpUrl.optional(),
  /** The OAuth scope the hosted desk's login asks for: `repo` (private repository) or `public_repo`. */
  EDITOR_GITHUB_SCOPE: z
    .enum(["repo", "public_repo"], { error: "must be repo or public_repo" })
    .default("repo"),
  /**
   * A GitHub token that may push branches and open pull requests on EDITOR_GITHUB_REPO: what
   * `npm run yayimla` (the local desk's way to production) uses. Never committed.
   */
  GITHUB_TOKEN: z.string().optional(),
  /** The bucket the hosted desk is uploaded to (`npm run desk:deploy`). */
  DESK_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: "must be an S3 bucket name" })
    .optional(),
  /** Forces a new build ID without a code change (tests of what open tabs do after a deploy). */
  BUILD_ID_SALT: z.string().default(""),
  /**
   * The build's "now": what is published (articles dated later are scheduled). Unset: the
   * clock. A rollback rebuilds an old commit at its own date; tests never depend on the clock.
   */
  BUILD_DATE: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error:
        "must be an ISO date (2025-06-01) or date-time with its offset (2025-06-01T03:05:00+03:00)",
    })
    .optional(),
  /** GitHub Actions' job summary file: the pipeline's scripts say there what they did or refused. */
  GITHUB_STEP_SUMMARY: z.string().optional(),
  /** An S3-compatible store other than AWS (`AWS_ENDPOINT_URL` is the SDK's general name). */
  AWS_ENDPOINT_URL_S3: httpUrl.optional(),
  AWS_ENDPOINT_URL: httpUrl.optional(),
  AWS_REGION: z.string().optional(),
  AWS_DEFAULT_REGION: z.string().optional(),
  /** Path-style bucket addresses, on by default for a store other than AWS. */
  S3_FORCE_PATH_STYLE: flag.optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
});

export interface Env {
  site: string;
  /** SITE as the operator set it, undefined when unset: a deploy refuses another site's build. */
  chosenSite: string | undefined;
  /** Absolute. */
  contentDir: string;
  port: number;
  host: string | undefined;
  swKillSwitch: boolean;
  contentPreview: boolean;
  buildIdSalt: string;
  /** BUILD_DATE as a time, undefined when unset (the build then takes the clock's). */
  buildDate: Date | undefined;
  /** Where the job summary goes in GitHub Actions; undefined elsewhere. */
  stepSummary: string | undefined;
  desk: {
    port: number;
    open: boolean;
    github: {
      repo: string | undefined;
      branch: string;
      oauthBaseUrl: string | undefined;
      apiRoot: string | undefined;
      scope: "repo" | "public_repo";
      token: string | undefined;
    };
    bucket: string | undefined;
  };
  s3: {
    endpoint: string | undefined;
    region: string;
    forcePathStyle: boolean;
    /** Only when both halves are set; otherwise the SDK's own chain (profiles, roles). */
    credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
  };
}

/** The settings of this process, or an error naming each bad variable and what it accepts. */
export function readEnv(env: Record<string, string | undefined> = process.env): Readonly<Env> {
  // An empty variable (`SITE= npm run build`) means "not set", as a shell user expects.
  const given = Object.fromEntries(
    Object.keys(schema.shape).flatMap((name) => (env[name] ? [[name, env[name]]] : [])),
  );
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name}=${given[name]}: ${issue.message}`;
    });
    throw new Error(`environment: ${lines.join("; ")}`);
  }
  const v = parsed.data;
  const endpoint = v.AWS_ENDPOINT_URL_S3 ?? v.AWS_ENDPOINT_URL;
  return Object.freeze({
    site: v.SITE,
    chosenSite: given.SITE === undefined ? undefined : v.SITE,
    contentDir: path.resolve(v.CONTENT_DIR),
    port: v.PORT,
    host: v.HOST,
    swKillSwitch: v.SW_KILL_SWITCH,
    contentPreview: v.CONTENT_PREVIEW,
    buildIdSalt: v.BUILD_ID_SALT,
    // A plain date is 00:00 UTC, as content dates are.
    buildDate:
      v.BUILD_DATE === undefined
        ? undefined
        : new Date(v.BUILD_DATE.length === 10 ? `${v.BUILD_DATE}T00:00:00Z` : v.BUILD_DATE),
    stepSummary: v.GITHUB_STEP_SUMMARY,
    desk: {
      port: v.EDIT_PORT,
      open: v.EDIT_OPEN,
      github: {
        repo: v.EDITOR_GITHUB_REPO,
        branch: v.EDITOR_GITHUB_BRANCH,
        oauthBaseUrl: v.EDITOR_OAUTH_URL,
        apiRoot: v.EDITOR_GITHUB_API_ROOT,
        scope: v.EDITOR_GITHUB_SCOPE,
        token: v.GITHUB_TOKEN,
      },
      bucket: v.DESK_BUCKET,
    },
    s3: {
      endpoint,
      region: v.AWS_REGION ?? v.AWS_DEFAULT_REGION ?? "us-east-1",
      forcePathStyle: endpoint !== undefined && v.S3_FORCE_PATH_STYLE !== false,
      credentials:
        v.AWS_ACCESS_KEY_ID && v.AWS_SECRET_ACCESS_KEY
          ? {
              accessKeyId: v.AWS_ACCESS_KEY_ID,
              secretAccessKey: v.AWS_SECRET_ACCESS_KEY,
              ...(v.AWS_SESSION_TOKEN ? { sessionToken: v.AWS_SESSION_TOKEN } : {}),
            }
          : null,
    },
  });
}
