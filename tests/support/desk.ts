import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { tsxIn } from "../../scripts/run-command";
import { freePort, type RunningServer } from "./server";

/** `npm run edit` in `projectDir` (a copy of the project), without opening a browser. */
export async function startDesk(projectDir: string): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(tsxIn(projectDir), [path.join(projectDir, "scripts/edit.ts")], {
    cwd: projectDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, EDIT_PORT: String(port), EDIT_OPEN: "0" },
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/editor-config.json`)).ok) break;
    } catch {
      // bundling, not listening yet
    }
    if (child.exitCode !== null)
      throw new Error(`npm run edit exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline)
      throw new Error(`npm run edit did not start within 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}

/** Opens the desk at `hash` (a Decap route) and logs in (the local desk has no account). */
export async function openDesk(page: Page, url: string, hash: string): Promise<void> {
  await page.goto(`${url}/#${hash}`);
  await page.getByRole("button", { name: "Giriş" }).click();
  await page.getByLabel("Başlık", { exact: true }).waitFor();
}

/** Saves the entry as an editor does: Yayınla → Şimdi yayımla. */
export async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Yayınla", exact: true }).click();
  await page.getByRole("menuitem", { name: "Şimdi yayımla" }).click();
}

/** Picks an author in the article form's picker, which searches the authors' files as one types. */
export async function chooseAuthor(page: Page, name: string): Promise<void> {
  await choosePerson(page, "Yazar", name.split(" ")[0] ?? name, name);
}

/** Picks in a relation picker labelled `label`: types `typed`, chooses the option `name`. */
export async function choosePerson(
  page: Page,
  label: string,
  typed: string,
  name: string,
): Promise<void> {
  const picker = page.getByLabel(label, { exact: true });
  await picker.click();
  await picker.pressSequentially(typed);
  await page.getByRole("option", { name, exact: true }).click();
}

/** Types Markdown into the body's field. */
export async function typeBody(page: Page, markdown: string): Promise<void> {
  await page.getByLabel("Metin", { exact: true }).fill(markdown);
}

/** The first fields of a new article's form, as an editor fills them in. */
export async function fillArticle(
  page: Page,
  article: { title: string; slug: string; description: string; author: string; date: string },
): Promise<void> {
  await page.getByLabel("Başlık", { exact: true }).fill(article.title);
  await page.getByLabel("Adres (slug)").fill(article.slug);
  await page.getByLabel("Açıklama").fill(article.description);
  await chooseAuthor(page, article.author);
  await page.getByLabel("Yayın tarihi").fill(article.date);
}
