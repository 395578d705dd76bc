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
  await openPage(page, url, hash);
  await page.getByLabel("Başlık", { exact: true }).waitFor();
}

/** Opens the desk at `hash`, logging in unless the page is logged in already. */
export async function openPage(page: Page, url: string, hash: string): Promise<void> {
  const login = page.getByRole("button", { name: "Giriş" });
  // Logged in: the collections' header, or an entry's form.
  const desk = page
    .getByRole("link", { name: "İçerikler" })
    .or(page.getByLabel("Başlık", { exact: true }));
  await page.goto(`${url}/#${hash}`);
  await login.or(desk).first().waitFor();
  if (await login.isVisible()) await login.click();
}

/** Saves the entry as an editor does on the local desk: Kaydet → Şimdi kaydet. */
export async function saveNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Kaydet", exact: true }).click();
  await page.getByRole("menuitem", { name: "Şimdi kaydet" }).click();
}

/**
 * The messages a form field shows (Decap lists them above the field, by its label): what the
 * desk's checks said about it. `label` is the field's label as written, without "(isteğe bağlı)".
 */
export function fieldMessages(page: Page, label: string): Promise<string[]> {
  return page.evaluate((label) => {
    const labels = [...document.querySelectorAll("label")];
    const own = labels.find((l) => {
      const text = (l.textContent ?? "").trim();
      return text === label || text.startsWith(`${label} (`);
    });
    const bar = own?.parentElement;
    return [...(bar?.querySelectorAll('[class*="ControlErrorsList"] li') ?? [])].map(
      (li) => li.textContent ?? "",
    );
  }, label);
}

/**
 * A body an explainer may have (500 words and more, in the house style): sentences about one
 * topic, no two paragraphs the same.
 */
export function articleBody(topic = "nemlendirici"): string {
  const sentences = [
    `Doğru ${topic} seçimi cildin ihtiyacını tanımakla başlar.`,
    "Sabah ve akşam bakımında aynı ürünü kullanmak zorunda değilsiniz.",
    "Kuru ciltte yoğun bir krem, karma ciltte hafif bir jel daha rahat kullanılır.",
    "Yeni bir ürünü denerken birkaç gün boyunca cildinizin tepkisini izleyin.",
    "Etiketteki içerik listesi en çok kullanılan maddeden en aza doğru sıralanır.",
    "Kızarıklık ya da kaşıntı sürerse ürünü bırakıp bir dermatoloğa danışın.",
    "Mevsim değiştiğinde bakım adımlarını da yeniden gözden geçirin.",
    "Su içmek tek başına cildi nemlendirmez ama genel sağlığa katkı sağlar.",
  ];
  const paragraphs: string[] = [];
  for (let i = 0; paragraphs.join(" ").split(/\s+/).length < 540; i++) {
    if (i % 4 === 0) paragraphs.push(`## ${i / 4 + 1}. bölümde neler var`);
    const start = i % sentences.length;
    paragraphs.push(
      [...sentences.slice(start), ...sentences.slice(0, start)].slice(0, 6).join(" ") +
        ` Bu paragraf yazının ${i + 1}. paragrafıdır.`,
    );
  }
  return `${paragraphs.join("\n\n")}\n`;
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
  article: { title: string; slug?: string; description: string; author: string; date: string },
): Promise<void> {
  await page.getByLabel("Başlık", { exact: true }).fill(article.title);
  // Without one, the slug the desk makes from the title stays.
  if (article.slug) await page.getByLabel("Adres (slug)").fill(article.slug);
  await page.getByLabel("Açıklama").fill(article.description);
  await chooseAuthor(page, article.author);
  await page.getByLabel("Yayın tarihi").fill(article.date);
}

/** Chooses the article's first category and subcategory in the desk's picker. */
export async function chooseCategory(page: Page, category: string, subcategory: string) {
  await page.getByLabel("Kategori", { exact: true }).selectOption({ label: category });
  await page.getByLabel("Alt kategori").selectOption({ label: subcategory });
}
