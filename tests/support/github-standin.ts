import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:https";
import path from "node:path";

/**
 * A local stand-in for the parts of GitHub the hosted desk's login and first screen use, in
 * GitHub's documented formats (docs.github.com: "Authorizing OAuth apps", the REST API's
 * users, repositories, git trees and blobs, pulls): over HTTPS with the loopback certificate
 * in tests/fixtures/tls, since the OAuth gateway only speaks https to GitHub.
 *  - GET  /login/oauth/authorize?client_id&scope&state → 302 to the OAuth App's callback with
 *    `code` and the same `state` (the editor approving at once);
 *  - POST /login/oauth/access_token {client_id, client_secret, code} → {access_token, scope,
 *    token_type} as JSON (Accept: application/json);
 *  - the REST API, answering only with the issued token (`Authorization: token …`), with CORS
 *    as api.github.com has it: /user, /repos/{owner}/{repo}, git trees and blobs of the
 *    project's own content/ folder, an empty list of pull requests.
 * Every request is recorded, so a test can check what the desk and the gateway sent.
 */
export interface GitHubStandIn {
  url: string;
  requests: { method: string; path: string; authorization?: string; body?: string }[];
  /** Tokens issued, by the scope they were granted. */
  issued: { token: string; scope: string }[];
  close: () => Promise<void>;
}

export const TLS = {
  cert: readFileSync("tests/fixtures/tls/loopback.crt"),
  key: readFileSync("tests/fixtures/tls/loopback.key"),
};

export async function startGitHubStandIn(options: {
  clientId: string;
  clientSecret: string;
  /** The OAuth App's "Authorization callback URL": the gateway's /callback. */
  callbackUrl: () => string;
  repo: string;
  /** The folder served as the repository's tree (its content/ folder is what the desk lists). */
  root: string;
}): Promise<GitHubStandIn> {
  const codes = new Map<string, string>(); // code → scope
  const standIn: GitHubStandIn = { url: "", requests: [], issued: [], close: async () => {} };
  const blobs = new Map<string, Buffer>();

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...CORS });
    response.end(JSON.stringify(body));
  };
  const authorized = (request: IncomingMessage) => {
    const token = /^(?:token|bearer) (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
    return standIn.issued.some((t) => t.token === token);
  };

  const server = createServer(TLS, async (request, response) => {
    const url = new URL(request.url ?? "/", "https://github.invalid");
    const body = await readBody(request);
    standIn.requests.push({
      method: request.method ?? "GET",
      path: `${url.pathname}${url.search}`,
      authorization: request.headers.authorization,
      ...(body ? { body } : {}),
    });
    if (request.method === "OPTIONS") {
      response.writeHead(204, CORS);
      response.end();
      return;
    }
    if (url.pathname === "/login/oauth/authorize") {
      if (url.searchParams.get("client_id") !== options.clientId)
        return json(response, 404, { message: "Not Found" });
      const code = randomBytes(10).toString("hex");
      codes.set(code, url.searchParams.get("scope") ?? "");
      const target = new URL(options.callbackUrl());
      target.searchParams.set("code", code);
      target.searchParams.set("state", url.searchParams.get("state") ?? "");
      response.writeHead(302, { location: target.href });
      response.end();
      return;
    }
    if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      const params = parseParams(body, request.headers["content-type"]);
      const scope = codes.get(params.code ?? "");
      if (
        params.client_id !== options.clientId ||
        params.client_secret !== options.clientSecret ||
        scope === undefined
      )
        return json(response, 200, {
          error: "bad_verification_code",
          error_description: "The code passed is incorrect or expired.",
        });
      codes.delete(params.code ?? "");
      const token = `gho_${randomBytes(18).toString("hex")}`;
      standIn.issued.push({ token, scope });
      return json(response, 200, { access_token: token, scope, token_type: "bearer" });
    }
    if (!authorized(request))
      return json(response, 401, { message: "Requires authentication", status: "401" });
    const [owner, name] = options.repo.split("/");
    const repoPath = `/repos/${options.repo}`;
    if (url.pathname === "/user")
      return json(response, 200, {
        login: "deneme-editor",
        id: 1,
        type: "User",
        name: "Deneme Editör",
        email: null,
        avatar_url: "",
      });
    if (url.pathname === repoPath)
      return json(response, 200, {
        id: 2,
        name,
        full_name: options.repo,
        owner: { login: owner, id: 3, type: "Organization" },
        private: true,
        default_branch: "main",
        permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
      });
    if (url.pathname === `${repoPath}/pulls`) return json(response, 200, []);
    const tree = /^\/repos\/[^/]+\/[^/]+\/git\/trees\/([^:]+):(.+)$/.exec(
      decodeURIComponent(url.pathname),
    );
    if (tree?.[2]) {
      const folder = path.join(options.root, tree[2]);
      let names: string[];
      try {
        names = readdirSync(folder);
      } catch {
        return json(response, 404, { message: "Not Found" });
      }
      const entries = names.map((entry) => {
        const full = path.join(folder, entry);
        if (statSync(full).isDirectory())
          return { path: entry, mode: "040000", type: "tree", sha: sha1(entry) };
        const bytes = readFileSync(full);
        const sha = gitBlobSha(bytes);
        blobs.set(sha, bytes);
        return { path: entry, mode: "100644", type: "blob", sha, size: bytes.length };
      });
      return json(response, 200, { sha: sha1(tree[2]), tree: entries, truncated: false });
    }
    const blob = /^\/repos\/[^/]+\/[^/]+\/git\/blobs\/([0-9a-f]{40})$/.exec(url.pathname);
    const bytes = blob?.[1] ? blobs.get(blob[1]) : undefined;
    if (blob?.[1] && bytes)
      return json(response, 200, {
        sha: blob[1],
        size: bytes.length,
        encoding: "base64",
        content: bytes.toString("base64"),
      });
    return json(response, 404, {
      message: "Not Found",
      documentation_url: "https://docs.github.com/rest",
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  standIn.url = `https://127.0.0.1:${port}`;
  standIn.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

/** api.github.com answers cross-origin requests from any page, credentials in a header. */
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "Authorization, Content-Type, If-None-Match, Accept",
  "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE",
  "access-control-expose-headers": "ETag, Link, X-GitHub-Request-Id",
};

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");
const gitBlobSha = (bytes: Buffer) =>
  createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

/** The token request's parameters: GitHub takes them as JSON or as a form. */
function parseParams(body: string, type: string | undefined): Record<string, string | undefined> {
  if (type?.includes("application/json")) {
    try {
      return JSON.parse(body) as Record<string, string>;
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
}
