/**
 * Screenshots of the editors' desk for docs/editing.md: the list with its badges and the list
 * of files to fix, a new article, a save refused on its fields, a file opened to be fixed.
 *   npm run screenshots:desk
 * The desk runs on a copy of the project (tests/support/project-copy.ts) whose content is
 * changed to show each state: the real content/ is never touched.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { launchBrowser } from "../tests/support/browser";
import {
  articleBody,
  chooseCategory,
  fillArticle,
  openDesk,
  openPage,
  saveNow,
  startDesk,
  typeBody,
} from "../tests/support/desk";
import { copyProject } from "../tests/support/project-copy";

const OUT_DIR = path.resolve("docs/screenshots");
const DRAFT = "dudak-kalemiyle-daha-dolgun-ve-duzgun-dudak-cizgisi";
const PLANNED = "eyeliner-nasil-cekilir-goz-sekline-gore-kuyruk-teknikleri";
const HAND_WRITTEN = "aloe-vera-cilde-nasil-kullanilir-yapraktan-jele-rehber";

const copy = copyProject({ skip: ["out/", "tests/"] });
const article = (slug: string) => path.join(copy.dir, "content/articles", `${slug}.md`);
const edit = (slug: string, change: (text: string) => string) =>
  writeFileSync(article(slug), change(readFileSync(article(slug), "utf8")));
edit(DRAFT, (text) => text.replace(/^date: .*$/mu, (line) => `${line}\ndraft: true`));
edit(PLANNED, (text) => text.replace(/^date: .*$/mu, "date: 2099-12-15"));
// A file changed by hand, as the desk would never save it: the list at the top names it.
const original = readFileSync(article(HAND_WRITTEN), "utf8");
edit(HAND_WRITTEN, (text) =>
  text
    .replace(/^author: .*$/mu, "author: esra-kilc")
    .replace(/^description: .*$/mu, 'description: "Aloe vera: kısa bir açıklama."'),
);

mkdirSync(OUT_DIR, { recursive: true });
const desk = await startDesk(copy.dir);
const browser = await launchBrowser();

async function shot(name: string, take: (page: Page) => Promise<void>): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await take(page);
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(OUT_DIR, `desk-${name}.png`);
    await page.screenshot({ path: file });
    console.log(path.relative(process.cwd(), file));
  } finally {
    await page.close();
  }
}

try {
  await shot("list", async (page) => {
    await openPage(page, desk.url, "/collections/articles");
    await page.getByText("Dudak Kalemiyle Daha Dolgun").first().waitFor();
  });
  await shot("fix-a-file", async (page) => {
    await openDesk(page, desk.url, `/collections/articles/entries/${HAND_WRITTEN}`);
    await page.locator('[class*="ControlErrorsList"]').first().waitFor();
    await page.getByLabel("Açıklama").scrollIntoViewIfNeeded();
  });
  // Fixed: the list at the top goes, the list of articles shows its badges.
  writeFileSync(article(HAND_WRITTEN), original);
  await shot("badges", async (page) => {
    await openPage(page, desk.url, "/collections/articles");
    // The draft and the planned article in one view.
    await page
      .getByText("Planlı: 15 Aralık 2099 · Eyeliner")
      .evaluate((entry) => entry.scrollIntoView({ block: "end" }));
    await page.mouse.wheel(0, 60);
  });
  await shot("new-article", async (page) => {
    await openDesk(page, desk.url, "/collections/articles/new");
    await page.getByLabel("Başlık", { exact: true }).fill("Güneş Kremi Seçimi");
    await page.getByLabel("Açıklama").fill("Cilt tipine ve güneşe göre doğru kremi seçmek.");
    await page.getByLabel("Yayın tarihi").fill("15.12.2099");
    await page.getByText("Durum", { exact: true }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
  });
  await shot("refused", async (page) => {
    await openDesk(page, desk.url, "/collections/articles/new");
    await fillArticle(page, {
      title: "Güneş Kremi Seçimi",
      description: "Kısa bir açıklama.",
      author: "Derya Aydın",
      date: "2025-09-01",
    });
    await chooseCategory(page, "Cilt Bakımı", "Cilt Tipine Göre Bakım");
    await typeBody(
      page,
      `${articleBody("güneş kremi")}\nBir şey daha: bu durumda tedavinizi izleyen dermatologla konuşun.\n`,
    );
    await saveNow(page);
    await page.locator('[class*="ControlErrorsList"]').first().waitFor();
    await page.getByLabel("Açıklama").scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
  });
} finally {
  await browser.close();
  await desk.close();
  copy.cleanup();
}
