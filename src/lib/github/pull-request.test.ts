import { describe, expect, it } from "vitest";
import { createPullRequest, findOpenPullRequest, repoFromRemote } from "./pull-request";

describe("GitHub's pull request API", () => {
  it("creates a pull request as documented: POST /repos/{owner}/{repo}/pulls with head, base and title", () => {
    const { url, init } = createPullRequest({
      apiRoot: "https://api.github.com/",
      repo: "isilti/dergi",
      token: "t0k",
      head: "masa/20300601-0305",
      base: "main",
      title: "Masadan: 2 dosya",
      body: "…",
    });
    expect(url).toBe("https://api.github.com/repos/isilti/dergi/pulls");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({
      accept: "application/vnd.github+json",
      authorization: "Bearer t0k",
      "x-github-api-version": "2022-11-28",
      "content-type": "application/json",
    });
    expect(JSON.parse(String(init.body))).toEqual({
      title: "Masadan: 2 dosya",
      head: "masa/20300601-0305",
      base: "main",
      body: "…",
      maintainer_can_modify: true,
    });
  });

  it("finds the open pull request of a branch by owner:branch", () => {
    expect(
      findOpenPullRequest({
        apiRoot: "https://x",
        repo: "isilti/dergi",
        token: "t",
        branch: "masa/a",
      }).url,
    ).toBe("https://x/repos/isilti/dergi/pulls?head=isilti%3Amasa%2Fa&state=open");
  });

  it("reads the repository from a GitHub remote", () => {
    expect(repoFromRemote("https://github.com/isilti/dergi.git")).toBe("isilti/dergi");
    expect(repoFromRemote("git@github.com:isilti/dergi.git")).toBe("isilti/dergi");
    expect(repoFromRemote("/tmp/remote.git")).toBeNull();
  });
});
