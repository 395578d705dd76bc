/**
 * The newsroom's hosted desk, end to end on this machine: `npm run desk:deploy` builds it and
 * uploads it to its bucket (an S3-compatible server); served from there, an editor logs in
 * through the OAuth gateway (sveltia-cms-auth, hosting/oauth-gateway, run as a Worker under
 * Node) and a local stand-in for GitHub's OAuth endpoints and API; the desk receives the token
 * and shows the collections. Every URL the desk's pages ask for is in its output.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand, tsxIn } from "../../scripts/run-command";
import { launchBrowser } from "../support/browser";
import { type GitHubStandIn, startGitHubStandIn } from "../support/github-standin";
import { startOAuthGateway } from "../support/oauth-gateway";
import { headObject, LocalS3, listKeys, serveBucket } from "../support/s3";

const REPO = "isilti/dergi";
const CLIENT = { id: "Iv1.deneme0123456789", secret: "deneme-secret-0123456789abcdef" };
const DESK_BUCKET = "isilti-desk";
/** The file sveltia-cms-auth publishes as src/index.js at the pinned commit (wrangler.toml). */
const GATEWAY_SHA256 = "a2858897152ffda6652e060f12f4976183879ae8baec6d00e60957f2ea802985";

const s3 = new LocalS3([DESK_BUCKET]);
const work = mkdtempSync(path.join(tmpdir(), "isilti-hosted-desk-"));
const deskDir = path.join(work, "desk");
let github: GitHubStandIn;
let gateway: Awaited<ReturnType<typeof startOAuthGateway>>;
let deskSite: Awaited<ReturnType<typeof serveBucket>>;
let browser: Browser;
let deploy: Awaited<ReturnType<typeof runCommand>>;

beforeAll(async () => {
  await s3.start();
  let gatewayUrl = "";
  github = await startGitHubStandIn({
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    callbackUrl: () => `${gatewayUrl}/callback`,
    repo: REPO,
    root: process.cwd(),
  });
  gateway = await startOAuthGateway({
    GITHUB_CLIENT_ID: CLIENT.id,
    GITHUB_CLIENT_SECRET: CLIENT.secret,
    GITHUB_HOSTNAME: new URL(github.url).host,
    ALLOWED_DOMAINS: "127.0.0.1",
  });
  gatewayUrl = gateway.url;
  deploy = await runCommand(tsxIn(), ["scripts/desk-deploy.ts", "--dir", deskDir], {
    env: {
      ...process.env,
      ...s3.env,
      EDITOR_GITHUB_REPO: REPO,
      EDITOR_OAUTH_URL: gateway.url,
      EDITOR_GITHUB_API_ROOT: github.url,
      DESK_BUCKET,
    },
    timeoutMs: 300_000,
  });
  expect(deploy.code, deploy.stderr.slice(-3000)).toBe(0);
  deskSite = await serveBucket(s3.client(), DESK_BUCKET);
  browser = await launchBrowser();
}, 360_000);

afterAll(async () => {
  await browser?.close();
  await deskSite?.close();
  await gateway?.close();
  await github?.close();
  await s3.dispose();
  rmSync(work, { recursive: true, force: true });
});

/** Every site path the desk's files name: the page's scripts, the logo, the previews' images, fonts. */
function referencedPaths(dir: string): string[] {
  const found = new Set<string>();
  const html = readFileSync(path.join(dir, "index.html"), "utf8");
  for (const m of html.matchAll(/(?:src|href)="([^"]+)"/g))
    found.add(`/${m[1]?.replace(/^\//, "")}`);
  const config = JSON.parse(readFileSync(path.join(dir, "editor-config.json"), "utf8"));
  found.add(config.logo_url);
  const data = readFileSync(path.join(dir, "editor-data.json"), "utf8");
  for (const m of data.matchAll(/"(\/(?:img|icons)\/[^"\s,]+)/g)) found.add(m[1] ?? "");
  for (const m of data.matchAll(/(\/img\/[^\s",]+) \d+w/g)) found.add(m[1] ?? "");
  for (const css of readdirSync(dir).filter((f) => f.endsWith(".css")))
    for (const m of readFileSync(path.join(dir, css), "utf8").matchAll(/url\(["']?([^"')]+)/g))
      if (!m[1]?.startsWith("data:")) found.add(`/${m[1]?.replace(/^\.?\//, "")}`);
  found.delete("");
  return [...found].sort();
}

describe("npm run desk:deploy", () => {
  it("builds the desk with everything its pages ask for, and uploads it whole", async () => {
    const paths = referencedPaths(deskDir);
    expect(paths).toContain("/apple-touch-icon.png");
    expect(paths).toContain("/admin.js");
    expect(paths.some((p) => p.startsWith("/img/"))).toBe(true);
    expect(paths.filter((p) => !existsSync(path.join(deskDir, p)))).toEqual([]);
    const keys = await listKeys(s3.client(), DESK_BUCKET);
    for (const p of paths) expect(keys, p).toContain(p.slice(1));
    expect(await headObject(s3.client(), DESK_BUCKET, "editor-config.json")).toMatchObject({
      contentType: "application/json; charset=utf-8",
    });
    const config = JSON.parse(readFileSync(path.join(deskDir, "editor-config.json"), "utf8"));
    expect(config.backend).toMatchObject({
      name: "github",
      repo: REPO,
      base_url: gateway.url,
      auth_endpoint: "auth",
      auth_scope: "repo",
      api_root: github.url,
    });
  });
});

describe("logging in to the hosted desk", () => {
  it("runs the gateway as published at the pinned commit", () => {
    const bytes = readFileSync("hosting/oauth-gateway/worker.js");
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(GATEWAY_SHA256);
  });

  it("hands the desk GitHub's token through the gateway's popup, and the desk shows the collections", async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const failed: string[] = [];
    const errors: string[] = [];
    context.on("response", (response) => {
      if (response.url().startsWith(deskSite.url) && response.status() >= 400)
        failed.push(`${response.status()} ${response.url()}`);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${deskSite.url}/`);
    const login = page.getByRole("button", { name: /GitHub/ });
    await login.waitFor({ timeout: 30_000 });
    const popup = context.waitForEvent("page");
    await login.click();
    const opened = await popup;
    await opened.waitForEvent("close", { timeout: 30_000 });

    for (const name of ["Makaleler", "Yazarlar", "Kategoriler", "Sabit sayfalar"])
      await page.getByRole("link", { name }).first().waitFor({ timeout: 30_000 });

    // The gateway asked GitHub for the configured scope, exchanged the code with the app's
    // secret, and the desk then called GitHub's API with the token it received.
    const authorize = github.requests.find((r) => r.path.startsWith("/login/oauth/authorize"));
    const params = new URL(authorize?.path ?? "/", "https://x").searchParams;
    expect(params.get("client_id")).toBe(CLIENT.id);
    expect(params.get("scope")).toBe("repo");
    const exchange = github.requests.find((r) => r.path === "/login/oauth/access_token");
    expect(JSON.parse(exchange?.body ?? "{}")).toMatchObject({
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
    });
    expect(github.issued).toHaveLength(1);
    const token = github.issued[0]?.token;
    const api = github.requests.filter(
      (r) => !r.path.startsWith("/login/") && r.method !== "OPTIONS",
    );
    expect(api.map((r) => r.path)).toEqual(expect.arrayContaining(["/user", `/repos/${REPO}`]));
    expect(api.every((r) => r.authorization === `token ${token}`)).toBe(true);
    // The articles listed come from the repository's tree, read through the API.
    expect(api.some((r) => r.path.includes("/git/trees/main:content/articles"))).toBe(true);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
