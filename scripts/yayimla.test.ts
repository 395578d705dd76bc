import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand, tsxIn } from "./run-command";

/**
 * `npm run yayimla`, as an editor runs it after saving in the local desk: against a git remote
 * on this machine (a bare repository) and a stand-in for GitHub's REST API that accepts only
 * what GitHub documents for "Create a pull request" (POST /repos/{owner}/{repo}/pulls: the
 * JSON media type, a token, the API version header, `title`, `head` naming a branch that exists
 * on the remote, `base`) and "List pull requests" (`head=owner:branch`, `state=open`).
 */

const project = process.cwd();
const root = mkdtempSync(path.join(tmpdir(), "isilti-yayimla-"));
const remote = path.join(root, "remote.git");
const checkout = path.join(root, "dergi");
const TOKEN = "ghp_deneme0123456789";
const REPO = "isilti/dergi";
const ARTICLE = path.join(checkout, "content/articles/birinci-yazi.md");

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}
const received: Received[] = [];
const pulls: { number: number; html_url: string; state: string; head: { ref: string } }[] = [];
const api = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => {
    body += chunk.toString();
  });
  request.on("end", () => {
    const url = new URL(request.url ?? "/", "http://api.invalid");
    received.push({
      method: request.method ?? "",
      path: url.pathname + url.search,
      headers: request.headers,
      body,
    });
    const reply = (status: number, value: unknown) => {
      response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      response.end(JSON.stringify(value));
    };
    const h = request.headers;
    if (h.authorization !== `Bearer ${TOKEN}`) return reply(401, { message: "Bad credentials" });
    if (h.accept !== "application/vnd.github+json" || h["x-github-api-version"] !== "2022-11-28")
      return reply(415, { message: "Unsupported media type or API version" });
    if (url.pathname !== `/repos/${REPO}/pulls`) return reply(404, { message: "Not Found" });
    if (request.method === "GET") {
      const head = url.searchParams.get("head");
      const state = url.searchParams.get("state");
      return reply(
        200,
        pulls.filter(
          (p) => `isilti:${p.head.ref}` === head && (state === null || p.state === state),
        ),
      );
    }
    let data: { title?: unknown; head?: unknown; base?: unknown };
    try {
      data = JSON.parse(body);
    } catch {
      return reply(400, { message: "Problems parsing JSON" });
    }
    const branchExists = (name: unknown) => {
      try {
        git(remote, "rev-parse", "--verify", `refs/heads/${String(name)}`);
        return true;
      } catch {
        return false;
      }
    };
    const errors = [
      ...(typeof data.title === "string" && data.title
        ? []
        : [{ field: "title", code: "missing_field" }]),
      ...(branchExists(data.head) ? [] : [{ field: "head", code: "invalid" }]),
      ...(branchExists(data.base) ? [] : [{ field: "base", code: "invalid" }]),
    ];
    if (errors.length > 0)
      return reply(422, {
        message: "Validation Failed",
        errors: errors.map((e) => ({ resource: "PullRequest", ...e })),
      });
    const number = pulls.length + 1;
    const pull = {
      number,
      html_url: `https://github.com/${REPO}/pull/${number}`,
      state: "open",
      head: { ref: String(data.head) },
    };
    pulls.push(pull);
    reply(201, { ...pull, base: { ref: data.base }, title: data.title });
  });
});
let apiRoot = "";

const yayimla = (env: Record<string, string> = {}) =>
  runCommand(
    tsxIn(project),
    ["--tsconfig", path.join(project, "tsconfig.json"), path.join(project, "scripts/yayimla.ts")],
    {
      cwd: checkout,
      env: {
        ...process.env,
        SITE: "fixture",
        CONTENT_DIR: "",
        EDITOR_GITHUB_REPO: REPO,
        EDITOR_GITHUB_API_ROOT: apiRoot,
        GITHUB_TOKEN: TOKEN,
        // The editor's git knows no name: the desk commits as itself.
        GIT_CONFIG_GLOBAL: path.join(root, "no-gitconfig"),
        GIT_CONFIG_NOSYSTEM: "1",
        ...env,
      },
      timeoutMs: 60_000,
    },
  );

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiRoot = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
  git(root, "init", "-q", "--bare", "-b", "main", remote);
  cpSync(path.join(project, "tests/fixtures/content"), path.join(checkout, "content"), {
    recursive: true,
  });
  cpSync(path.join(project, "tests/fixtures/public"), path.join(checkout, "public"), {
    recursive: true,
  });
  git(checkout, "init", "-q", "-b", "main");
  git(checkout, "add", "-A");
  git(
    checkout,
    "-c",
    "user.name=İşletmeci",
    "-c",
    "user.email=i@example.com",
    "commit",
    "-qm",
    "start",
  );
  git(checkout, "remote", "add", "origin", remote);
  git(checkout, "push", "-q", "origin", "main");
});

afterAll(() => {
  api.close();
  rmSync(root, { recursive: true, force: true });
});

describe("npm run yayimla", () => {
  it("says there is nothing to publish when the desk saved nothing, and sends nothing", async () => {
    const run = await yayimla();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("Yayımlanacak bir değişiklik yok");
    expect(received).toEqual([]);
  });

  it("refuses content the build would refuse, in Turkish, and pushes nothing", async () => {
    const before = readFileSync(ARTICLE, "utf8");
    writeFileSync(ARTICLE, before.replace(/^author: .*$/m, "author: olmayan-yazar"));
    const run = await yayimla();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Gönderilmedi: içerikte düzeltilmesi gereken 1 sorun var");
    // The problem as the desk names it: the file, the field's name on the form, in Turkish.
    expect(run.stderr).toContain(
      "content/articles/birinci-yazi.md · Yazar: “olmayan-yazar” adında bir yazar yok",
    );
    expect(git(remote, "branch", "--list")).toBe("* main");
    writeFileSync(ARTICLE, before);
  });

  it("commits the desk's changes on a branch of their own, pushes it and opens a pull request", async () => {
    const text = readFileSync(ARTICLE, "utf8");
    writeFileSync(ARTICLE, text.replace(/^title: .*$/m, 'title: "Birinci Yazının Yeni Başlığı"'));
    writeFileSync(path.join(checkout, "notlar.txt"), "masanın dışında, gönderilmez");
    const run = await yayimla();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      `Yazılarınız incelemeye gönderildi: https://github.com/${REPO}/pull/1`,
    );

    const branch = git(checkout, "branch", "--show-current");
    expect(branch).toMatch(/^masa\/\d{8}-\d{6}$/);
    expect(git(remote, "rev-parse", `refs/heads/${branch}`)).toBe(
      git(checkout, "rev-parse", "HEAD"),
    );
    expect(
      git(checkout, "show", "--name-only", "--format=%an <%ae>%n%s", "HEAD")
        .split("\n")
        .filter(Boolean),
    ).toEqual([
      "Işıltı yazı masası <masa@users.noreply.github.com>",
      "Masadan: 1 dosya",
      "content/articles/birinci-yazi.md",
    ]);
    // Only content/ travels; the rest of the work tree is the editor's own.
    expect(git(checkout, "status", "--porcelain")).toBe("?? notlar.txt");

    const create = received.find((r) => r.method === "POST");
    expect(create?.path).toBe(`/repos/${REPO}/pulls`);
    expect(create?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(create?.body ?? "{}")).toMatchObject({
      title: "Masadan: 1 dosya",
      head: branch,
      base: "main",
    });
  });

  it("adds later changes to the same pull request", async () => {
    const branch = git(checkout, "branch", "--show-current");
    writeFileSync(
      path.join(checkout, "content/articles/ikinci-yazi.md"),
      readFileSync(path.join(checkout, "content/articles/ikinci-yazi.md"), "utf8").replace(
        /^title: .*$/m,
        'title: "İkinci Yazının Düzeltilmiş Başlığı"',
      ),
    );
    const posts = received.filter((r) => r.method === "POST").length;
    const run = await yayimla();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      `Değişiklikleriniz aynı isteğe eklendi: https://github.com/${REPO}/pull/1`,
    );
    expect(received.filter((r) => r.method === "POST")).toHaveLength(posts);
    expect(git(checkout, "branch", "--show-current")).toBe(branch);
    expect(git(remote, "rev-parse", `refs/heads/${branch}`)).toBe(
      git(checkout, "rev-parse", "HEAD"),
    );
  });

  it("names the missing token in Turkish", async () => {
    const run = await yayimla({ GITHUB_TOKEN: "" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("GITHUB_TOKEN ayarlı değil");
  });
});
