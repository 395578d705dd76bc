/**
 * GitHub's REST API for pull requests, as documented ("Create a pull request",
 * POST /repos/{owner}/{repo}/pulls; "List pull requests", GET with `head=owner:branch`): the
 * requests `npm run yayimla` sends, built here so they are checked in one place.
 */

export const GITHUB_API = "https://api.github.com";
const API_VERSION = "2022-11-28";

export interface PullRequest {
  number: number;
  html_url: string;
  state: string;
}

const headers = (token: string) => ({
  accept: "application/vnd.github+json",
  authorization: `Bearer ${token}`,
  "x-github-api-version": API_VERSION,
  "content-type": "application/json",
});

/** The open pull request from `branch` into the repository, if any. */
export function findOpenPullRequest(input: {
  apiRoot: string;
  repo: string;
  token: string;
  branch: string;
}): { url: string; init: RequestInit } {
  const [owner] = input.repo.split("/");
  const query = new URLSearchParams({ head: `${owner}:${input.branch}`, state: "open" });
  return {
    url: `${input.apiRoot.replace(/\/+$/, "")}/repos/${input.repo}/pulls?${query}`,
    init: { method: "GET", headers: headers(input.token) },
  };
}

export function createPullRequest(input: {
  apiRoot: string;
  repo: string;
  token: string;
  head: string;
  base: string;
  title: string;
  body: string;
}): { url: string; init: RequestInit } {
  return {
    url: `${input.apiRoot.replace(/\/+$/, "")}/repos/${input.repo}/pulls`,
    init: {
      method: "POST",
      headers: headers(input.token),
      body: JSON.stringify({
        title: input.title,
        head: input.head,
        base: input.base,
        body: input.body,
        maintainer_can_modify: true,
      }),
    },
  };
}

/** `owner/name` from a GitHub remote URL (https or ssh), or null. */
export function repoFromRemote(remote: string): string | null {
  const match = /github\.com[:/]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(remote.trim());
  return match ? `${match[1]}/${match[2]}` : null;
}
