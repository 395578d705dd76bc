/**
 * The editors' desk (Decap CMS), docs/editing.md.
 *   npm run edit                     serves the desk on this checkout: http://localhost:4330/
 *                                    (EDIT_PORT), opens it in a browser (EDIT_OPEN=0: not), and
 *                                    saves straight into content/ (CONTENT_DIR selects another)
 *   npm run edit -- --github DIR     writes the hosted desk for the newsroom (GitHub backend,
 *                                    editorial workflow) into DIR, from EDITOR_GITHUB_REPO,
 *                                    EDITOR_OAUTH_URL and EDITOR_GITHUB_BRANCH
 * No network: the desk's code is bundled here from the installed packages, and files are read
 * and written through decap-server's file-system backend on this machine.
 */
import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import express from "express";
import { contentOptionsFrom, readContent } from "@/lib/content/loading/load-content";
import { ProblemLog } from "@/lib/content/loading/problems";
import { readModel } from "@/lib/content/snapshot";
import type { ImageRef } from "@/lib/content/types";
import { deskConfig } from "@/lib/editing/decap-config";
import type { DeskData } from "@/lib/editing/desk-data";
import { deskData } from "@/lib/editing/desk-data";
import { DESK } from "@/lib/editing/texts";
import { forwardTo, startDecapServer } from "./support/decap-api";
import { copyDeskAssets, deskAssetPaths } from "./support/desk-assets";
import { envOrExit } from "./support/env";

const env = envOrExit();
const BUNDLE = path.resolve(".generated", "editor");

function fail(message: string): never {
  console.error(`edit: ${message}`);
  process.exit(1);
}

// Decap names files from the repository root (content/articles/…): the folder above content/.
if (path.basename(env.contentDir) !== "content")
  fail(`the desk edits a folder named content/, not ${env.contentDir}`);
const repoRoot = path.dirname(env.contentDir);

/** The desk's page, script and the site's stylesheet (for the preview), into `outdir`. */
async function bundle(outdir: string): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      admin: path.resolve("src/editor/admin.tsx"),
      desk: path.resolve("src/editor/desk.css"),
    },
    bundle: true,
    outdir,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    loader: { ".woff2": "file", ".woff": "file" },
    define: { "process.env.NODE_ENV": '"production"', global: "globalThis" },
    logLevel: "warning",
  });
  writeFileSync(
    path.join(outdir, "index.html"),
    `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${DESK.title}</title>
<link rel="stylesheet" href="desk.css">
<script>window.CMS_MANUAL_INIT = true;</script>
</head>
<body>
<div id="desk-problems"></div>
<script src="admin.js"></script>
</body>
</html>
`,
  );
}

/** Avatars and covers of the last build (npm run build or npm run dev); none before the first. */
function builtImages() {
  try {
    const model = readModel();
    return {
      avatars: new Map(model.authors.map((a) => [a.slug, a.avatar])),
      covers: new Map(model.articles.map((a) => [a.slug, a.cover])),
    };
  } catch {
    return { avatars: new Map<string, ImageRef>(), covers: new Map<string, ImageRef>() };
  }
}

/** A file as the loader names it, from the repository's root as Decap names it. */
const repoPath = (file: string) =>
  path.relative(repoRoot, path.resolve(file)).split(path.sep).join("/");

/**
 * Read on every request, so the pickers know a category or author saved a minute ago and the
 * checks know every slug in use. Whatever state content/ is in: what is wrong is listed.
 */
function currentDesk(): DeskData {
  const log = new ProblemLog();
  const read = readContent({ ...contentOptionsFrom(env), unpublished: "show" }, log);
  return deskData(read, log, builtImages(), repoPath);
}

async function writeHostedDesk(dir: string): Promise<void> {
  const { repo, branch, oauthBaseUrl, apiRoot, scope } = env.desk.github;
  if (!repo || !oauthBaseUrl)
    fail(
      "the hosted desk needs EDITOR_GITHUB_REPO (owner/name) and EDITOR_OAUTH_URL (the OAuth gateway's address): see docs/editing.md",
    );
  const desk = currentDesk();
  const out = path.resolve(dir);
  await bundle(out);
  if (!desk.site) fail(`the site settings are invalid: ${desk.problems[0]?.message ?? ""}`);
  const config = deskConfig({
    kind: "github",
    repo,
    branch,
    oauthBaseUrl,
    apiRoot,
    authScope: scope,
    siteUrl: desk.site.url,
  });
  writeFileSync(path.join(out, "editor-config.json"), JSON.stringify(config));
  writeFileSync(path.join(out, "editor-data.json"), JSON.stringify(desk));
  // Served from its own host: the logo and the previews' images travel with it.
  try {
    copyDeskAssets(out, path.resolve("public"), deskAssetPaths(config, desk));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  console.log(
    `The newsroom's desk for ${repo} (${branch}) is in ${path.relative(".", out) || "."}/`,
  );
}

async function serveDesk(): Promise<void> {
  // decap-server starts while the desk is bundled.
  const decapPort = startDecapServer(repoRoot, fail);
  await bundle(BUNDLE);
  const app = express();
  app.get("/editor-config.json", (request, response) => {
    response.json(deskConfig({ kind: "local", apiUrl: `http://${request.headers.host}/api/v1` }));
  });
  // Content the build would reject is data here: the desk opens and lists what is wrong.
  app.get("/editor-data.json", (_request, response) => {
    response.set("Cache-Control", "no-store").json(currentDesk());
  });
  app.use("/api/v1", forwardTo(await decapPort));
  app.use(express.static(BUNDLE, { index: "index.html" }));
  // The site's icons and the images the last build made (avatars in the preview).
  app.use(express.static(path.resolve("public"), { index: false }));
  const url = `http://localhost:${env.desk.port}/`;
  const server = app.listen(env.desk.port, "127.0.0.1", () => {
    console.log(`Yazı masası (the editors' desk): ${url}`);
    console.log(
      `Saving into ${path.relative(".", env.contentDir) || env.contentDir}/. Ctrl+C stops it.`,
    );
    if (env.desk.open) openBrowser(url);
  });
  server.on("error", (error) => fail(error.message));
}

/** Opens the desk in the desktop's browser, where there is one; the address is printed anyway. */
function openBrowser(url: string): void {
  const command =
    process.platform === "darwin" ? "open" : process.platform === "win32" ? "start" : "xdg-open";
  const child = spawn(command, [url], {
    stdio: "ignore",
    detached: true,
    shell: process.platform === "win32",
  });
  child.on("error", () => console.log(`Open ${url} in a browser.`));
  child.unref();
}

const at = process.argv.indexOf("--github");
if (at >= 0) {
  const dir = process.argv[at + 1];
  if (!dir) fail("--github needs the folder to write the desk into");
  await writeHostedDesk(dir);
} else {
  await serveDesk();
}
