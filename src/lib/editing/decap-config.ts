import type { CmsConfig } from "decap-cms-core";
import { deskCollections } from "./desk-collections";

/**
 * The editors' desk (Decap CMS) as configuration for one backend: this checkout through the
 * edit server, or the newsroom's GitHub repository with the editorial workflow. Formats are ours
 * (src/editor/formats.ts): they write only what changed.
 */

export interface DeskBackend {
  /** `local`: `npm run edit` on this checkout. `github`: the newsroom's hosted desk. */
  kind: "local" | "github";
  /** local: the edit server's API (decap-server's file-system mode). */
  apiUrl?: string;
  /** github: `owner/name`, the branch, and the OAuth gateway's address. */
  repo?: string;
  branch?: string;
  oauthBaseUrl?: string;
  /** github: GitHub's API, when not api.github.com (GitHub Enterprise Server). */
  apiRoot?: string;
  /**
   * github: the OAuth scope the login asks for: `repo` (a private repository needs it) or
   * `public_repo` (enough for a public one, and no access to an editor's private repositories).
   */
  authScope?: "repo" | "public_repo";
  siteUrl?: string;
}

/** The whole desk configuration for one backend. */
export function deskConfig(backend: DeskBackend): CmsConfig {
  const collections = deskCollections();
  const common = {
    load_config_file: false,
    locale: "tr",
    media_folder: "content/articles/images",
    public_folder: "./images",
    collections,
    slug: { encoding: "ascii", clean_accents: true },
    logo_url: "/apple-touch-icon.png",
    show_preview_links: false,
    ...(backend.siteUrl ? { site_url: backend.siteUrl, display_url: backend.siteUrl } : {}),
  } satisfies Partial<CmsConfig>;
  if (backend.kind === "local") {
    if (!backend.apiUrl) throw new Error("the local desk needs the edit server's API address");
    return {
      ...common,
      backend: { name: "proxy", proxy_url: backend.apiUrl, branch: "main" } as never,
    };
  }
  const missing = (["repo", "oauthBaseUrl"] as const).filter((k) => !backend[k]);
  if (missing.length > 0)
    throw new Error(`the GitHub desk needs ${missing.join(" and ")} (see docs/editing.md)`);
  return {
    ...common,
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch ?? "main",
      base_url: backend.oauthBaseUrl,
      auth_endpoint: "auth",
      auth_scope: backend.authScope ?? "repo",
      ...(backend.apiRoot ? { api_root: backend.apiRoot } : {}),
    } as never,
    publish_mode: "editorial_workflow",
  };
}
