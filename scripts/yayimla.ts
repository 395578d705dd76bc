/**
 * `npm run yayimla`: the local desk's way to production, for an editor who knows no git. What
 * `npm run edit` saved into content/ is checked as the build checks it, committed on a branch
 * of its own (`masa/…`), pushed, and offered as a pull request through GitHub's REST API with
 * GITHUB_TOKEN; the pull request's checks and a merge then publish it (docs/editing.md,
 * "Masadan yayına"). Run again on that branch, it adds the new changes to the same pull
 * request. Only content/ is ever committed. Messages are in Turkish: they are for the editor.
 */
import { execFileSync } from "node:child_process";
import { contentOptionsFrom, loadContent } from "@/lib/content/loading/load-content";
import { ContentError } from "@/lib/content/loading/problems";
import { editorLine } from "@/lib/editing/editor-report";
import {
  createPullRequest,
  findOpenPullRequest,
  GITHUB_API,
  type PullRequest,
  repoFromRemote,
} from "@/lib/github/pull-request";
import { envOrExit } from "./support/env";

const env = envOrExit();
const REMOTE = "origin";
/** The committer for a checkout whose git knows no name: the desk itself. */
const DESK_IDENTITY = [
  "-c",
  "user.name=Işıltı yazı masası",
  "-c",
  "user.email=masa@users.noreply.github.com",
];

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

const git = (...args: string[]) =>
  execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

const token = env.desk.github.token;
if (!token)
  stop(
    "Yayımlamak için GitHub anahtarı gerekiyor: GITHUB_TOKEN ayarlı değil. İşletmecinizin verdiği anahtarı docs/editing.md'deki “Masadan yayına” bölümünde anlatıldığı gibi girin.",
  );
let remoteUrl: string;
try {
  remoteUrl = git("remote", "get-url", REMOTE);
} catch {
  stop(`Bu klasör GitHub'daki depoya bağlı değil (“${REMOTE}” yok). İşletmecinize haber verin.`);
}
const repo = env.desk.github.repo ?? repoFromRemote(remoteUrl);
if (!repo)
  stop(
    "Deponun GitHub'daki adı bulunamadı: EDITOR_GITHUB_REPO'yu (sahip/ad) ayarlayın ya da işletmecinize haber verin.",
  );
const base = env.desk.github.branch;
const apiRoot = env.desk.github.apiRoot ?? GITHUB_API;

const changed = git(
  "-c",
  "core.quotePath=false",
  "status",
  "--porcelain",
  "--untracked-files=all",
  "--",
  "content",
)
  .split("\n")
  .filter(Boolean)
  .map((line) => line.slice(3));
if (changed.length === 0) {
  console.log("Yayımlanacak bir değişiklik yok: masada kaydettiğiniz her şey zaten gönderilmiş.");
  process.exit(0);
}

// The build's own check, before anything leaves this computer: a pull request that cannot be
// built would only wait for a developer.
try {
  loadContent(contentOptionsFrom(env));
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  stop(
    `Gönderilmedi: içerikte düzeltilmesi gereken ${error.problems.length} sorun var. Masada düzeltip yeniden deneyin:\n${error.problems.map((p) => `  - ${editorLine(p)}`).join("\n")}`,
  );
}

const current = git("branch", "--show-current");
const branch = current.startsWith("masa/") ? current : `masa/${stamp(new Date())}`;
if (branch !== current) git("switch", "-c", branch);
git("add", "--all", "--", "content");
const identity = hasGitName() ? [] : DESK_IDENTITY;
const title = `Masadan: ${changed.length} dosya`;
execFileSync(
  "git",
  [...identity, "commit", "-q", "-m", `${title}\n\n${changed.map((f) => `- ${f}`).join("\n")}`],
  { stdio: "inherit" },
);
// Over https, git gets the same token; a remote on this machine or over ssh needs none.
const auth = /^https:/.test(remoteUrl)
  ? [
      "-c",
      `http.extraHeader=Authorization: Basic ${Buffer.from(`x-access-token:${token}`).toString("base64")}`,
    ]
  : [];
try {
  execFileSync("git", [...auth, "push", "-q", "-u", REMOTE, branch], {
    stdio: ["ignore", "inherit", "inherit"],
  });
} catch {
  stop(
    `Gönderilemedi: değişiklikler bu bilgisayarda “${branch}” dalında duruyor. İnternet bağlantınızı ve anahtarınızı denetleyip “npm run yayimla” komutunu yeniden çalıştırın.`,
  );
}

const open = await callGitHub<PullRequest[]>(
  findOpenPullRequest({ apiRoot, repo, token, branch }),
  200,
);
if (open[0]) {
  console.log(
    `Değişiklikleriniz aynı isteğe eklendi: ${open[0].html_url}\nİstek birleştirildiğinde sitede yayımlanır.`,
  );
  process.exit(0);
}
const created = await callGitHub<PullRequest>(
  createPullRequest({
    apiRoot,
    repo,
    token,
    head: branch,
    base,
    title,
    body: `Yerel yazı masasından (npm run edit) gönderildi.\n\n${changed.map((f) => `- \`${f}\``).join("\n")}`,
  }),
  201,
);
console.log(
  `Yazılarınız incelemeye gönderildi: ${created.html_url}\nİstek denetlenip birleştirildiğinde sitede yayımlanır. Masada çalışmaya devam edebilirsiniz; “npm run yayimla” yeni değişiklikleri bu isteğe ekler.`,
);

async function callGitHub<T>(request: { url: string; init: RequestInit }, ok: number): Promise<T> {
  let response: Response;
  try {
    response = await fetch(request.url, request.init);
  } catch (error) {
    stop(
      `GitHub'a ulaşılamadı (${error instanceof Error ? error.message : error}). Değişiklikleriniz “${branch}” dalına gönderildi; “npm run yayimla” komutunu yeniden çalıştırın.`,
    );
  }
  const text = await response.text();
  if (response.status !== ok)
    stop(
      `GitHub isteği kabul etmedi (${response.status}): ${text.slice(0, 300)}\nDeğişiklikleriniz “${branch}” dalında; işletmecinize bu iletiyi gösterin.`,
    );
  return JSON.parse(text) as T;
}

/** A branch name from the time: masa/20300601-0305. */
function stamp(now: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}-${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}`;
}

function hasGitName(): boolean {
  try {
    return git("config", "--get", "user.name").length > 0;
  } catch {
    return false;
  }
}
