import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFile } from "@/lib/editing/content-file";
import { runCommand, tsxIn } from "../../scripts/run-command";
import { launchBrowser } from "../support/browser";
import {
  choosePerson,
  fillArticle,
  openDesk,
  publishNow,
  startDesk,
  typeBody,
} from "../support/desk";
import { buildIn, copyProject, type ProjectCopy } from "../support/project-copy";
import type { RunningServer } from "../support/server";

/**
 * The editors' desk (npm run edit) through its real interface in Chromium, on a copy of the
 * project: what an editor saves is what the build reads.
 */

let copy: ProjectCopy;
let desk: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  copy = copyProject({ skip: ["out/", "tests/"] });
  desk = await startDesk(copy.dir);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await desk?.close();
  copy?.cleanup();
});

/** Every address the desk's pages asked for: it must work with no network (npm run edit). */
const requested = new Set<string>();
const fresh = async () => {
  await page?.close();
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on("request", (request) => requested.add(new URL(request.url()).origin));
  return page;
};
const file = (relative: string) => path.join(copy.dir, relative);
/** Waits until a save has reached the disk (the desk saves asynchronously). */
async function waitForFile(relative: string, changedFrom?: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (existsSync(file(relative))) {
      const text = readFileSync(file(relative), "utf8");
      if (text !== changedFrom) return text;
    }
    if (Date.now() > deadline) throw new Error(`${relative} was not saved within 20 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const SLUG = "yaz-sonu-cildi-nemle-bulusturmak";
const BODY = `Yaz boyunca güneş, deniz suyu ve klima cildin nem dengesini zorlar. Eylül geldiğinde cildiniz gergin, mat ya da pul pul görünüyorsa bu, bariyerin biraz desteğe ihtiyaç duyduğunu gösterir.

## Temizliği yumuşatın

Köpürme gücü yüksek temizleyiciler yerine kremsi ya da jel kıvamlı, nazik bir ürün seçin. Sabah yalnızca ılık suyla durulamak bile birçok cilde yeter.

## Nemi katman katman verin

Nemli cilde önce hafif bir serum, ardından seramid içeren bir nemlendirici sürün. Kızarıklık ya da kaşıntı sürüyorsa bir dermatoloğa danışın.
`;

describe("a new article written at the desk", () => {
  it("is saved with its cover, category and author as the build reads them, passes the check and is built at its URL", async () => {
    const page = await fresh();
    const cover = path.join(copy.dir, "kapak-deneme.jpg");
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#c98aa0" } })
      .jpeg()
      .toFile(cover);
    await openDesk(page, desk.url, "/collections/articles/new");

    // The author from the authors' files, through the picker.
    await fillArticle(page, {
      title: "Yaz Sonu Cildi Nemle Buluşturmak",
      slug: SLUG,
      description:
        "Güneşli aylardan sonra gerilen cilde nazik temizlik ve katman katman nemle destek olmanın yolları.",
      author: "Derya Aydın",
      date: "2025-09-01",
    });
    // A skin-care article names its medical reviewer (content/STYLE.md), from the reviewers' files.
    await choosePerson(page, "Hekim (isteğe bağlı)", "hekim", "[HEKİM ADI SOYADI]");
    // The cover: uploaded through the media library into the folder the build reads.
    await page.getByRole("button", { name: "Bir resim seçin" }).click();
    await page.locator("input[type=file]").setInputFiles(cover);
    // The upload is selected as it arrives.
    await page.getByText("kapak-deneme.jpg").first().waitFor();
    await page.getByRole("button", { name: "Seçileni kullan" }).click();
    await page.getByLabel("Alternatif metin").fill("Pembe bir yüzeyde duran nemlendirici kavanozu");
    // Category and subcategory from the tree.
    await page.getByLabel("Kategori", { exact: true }).selectOption({ label: "Cilt Bakımı" });
    await page.getByLabel("Alt kategori").selectOption({ label: "Cilt Tipine Göre Bakım" });
    await typeBody(page, BODY);
    // The preview draws it with the site's own components.
    const preview = page.frameLocator("iframe").first();
    await expect
      .poll(() => preview.locator("h1").textContent())
      .toBe("Yaz Sonu Cildi Nemle Buluşturmak");
    await publishNow(page);

    const saved = await waitForFile(`content/articles/${SLUG}.md`);
    expect(saved.split("\n---\n")[0]).toBe(
      [
        "---",
        'title: "Yaz Sonu Cildi Nemle Buluşturmak"',
        `slug: ${SLUG}`,
        'description: "Güneşli aylardan sonra gerilen cilde nazik temizlik ve katman katman nemle destek olmanın yolları."',
        "author: derya-aydin",
        "date: 2025-09-01",
        "review:",
        "  reviewer: hekim",
        "cover:",
        // Relative to the article, as the build reads covers (content/README.md).
        "  src: images/kapak-deneme.jpg",
        '  alt: "Pembe bir yüzeyde duran nemlendirici kavanozu"',
        "entities:",
        "  - category: skin-care",
        "    subcategories:",
        "      - subcategory: skin-types-care",
        "        subsubcategories: []",
      ].join("\n"),
    );
    expect(parseContentFile(saved, "markdown").body.trim()).toBe(BODY.trim());
    expect(existsSync(file("content/articles/images/kapak-deneme.jpg"))).toBe(true);

    const check = await runCommand(tsxIn(copy.dir), ["scripts/content-check.ts"], {
      cwd: copy.dir,
    });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toContain("All content is valid.");

    const build = await buildIn(copy.dir);
    expect(build.code, build.stderr.slice(-2000)).toBe(0);
    const html = readFileSync(file(`out/articles/${SLUG}.html`), "utf8");
    expect(html).toContain("Yaz Sonu Cildi Nemle Buluşturmak");
    expect(html).toContain('alt="Pembe bir yüzeyde duran nemlendirici kavanozu"');
    expect(html).toContain("Nemi katman katman verin");
  }, 240_000);

  it("refuses, before saving, a new article whose slug another has", async () => {
    const page = await fresh();
    await openDesk(page, desk.url, "/collections/articles/new");
    await fillArticle(page, {
      title: "Aynı Adresle İkinci Bir Yazı",
      slug: "karma-ciltte-bolgesel-bakim",
      description:
        "Bu açıklama yalnızca aynı adresin ikinci kez kullanılamadığını göstermek için yazıldı.",
      author: "Derya Aydın",
      date: "2025-09-02",
    });
    await page.getByLabel("Kategori", { exact: true }).selectOption({ label: "Cilt Bakımı" });
    await typeBody(page, "Kısa bir metin.");
    const before = readFileSync(file("content/articles/karma-ciltte-bolgesel-bakim.md"), "utf8");
    await publishNow(page);
    await expect
      .poll(() => page.getByText(/adresi başka bir dosyada kullanılıyor/).count())
      .toBeGreaterThan(0);
    expect(readFileSync(file("content/articles/karma-ciltte-bolgesel-bakim.md"), "utf8")).toBe(
      before,
    );
  }, 60_000);
});

describe("the desk offline", () => {
  it("asks nothing of any host but the desk's own", () => {
    expect(requested.size).toBeGreaterThan(0);
    // data: and blob: URLs (previews of an upload) have the origin "null".
    expect([...requested].filter((o) => o !== desk.url && o !== "null")).toEqual([]);
  });
});

describe("an article edited at the desk", () => {
  it("changes only the title's line of the file", async () => {
    const relative = "content/articles/karma-ciltte-bolgesel-bakim.md";
    const before = readFileSync(file(relative), "utf8");
    const page = await fresh();
    await openDesk(page, desk.url, "/collections/articles/entries/karma-ciltte-bolgesel-bakim");
    const title = page.getByLabel("Başlık", { exact: true });
    await expect.poll(() => title.inputValue()).toContain("Karma Ciltte");
    await title.fill("Karma Ciltte Bölgesel Bakım: Alın, Burun ve Yanaklara Ayrı İlgi");
    await publishNow(page);
    const after = await waitForFile(relative, before);
    const a = before.split("\n");
    const b = after.split("\n");
    expect(b.length).toBe(a.length);
    expect(b.flatMap((line, i) => (line === a[i] ? [] : [[a[i], line]]))).toEqual([
      [
        'title: "Karma Ciltte Bölgesel Bakım: T Bölgesi ve Yanaklara Ayrı İlgi"',
        'title: "Karma Ciltte Bölgesel Bakım: Alın, Burun ve Yanaklara Ayrı İlgi"',
      ],
    ]);
  }, 60_000);
});
