import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFile } from "@/lib/editing/content-file";
import { runCommand, tsxIn } from "../../scripts/run-command";
import { launchBrowser } from "../support/browser";
import {
  articleBody,
  chooseCategory,
  choosePerson,
  fieldMessages,
  fillArticle,
  openDesk,
  openPage,
  saveNow,
  startDesk,
  typeBody,
} from "../support/desk";
import { buildIn, copyProject, type ProjectCopy } from "../support/project-copy";
import type { RunningServer } from "../support/server";

/**
 * The editors' desk (npm run edit) through its real interface in Chromium, on a copy of the
 * project: what an editor saves is what the build reads, and what the build would refuse the
 * desk refuses before saving, on the field, in Turkish. One desk serves every test.
 */

let copy: ProjectCopy;
let desk: RunningServer;
let browser: Browser;
let page: Page;

/** An article made a draft, and one planned for later, in the copy before the desk opens. */
const DRAFT = "dudak-kalemiyle-daha-dolgun-ve-duzgun-dudak-cizgisi";
const PLANNED = "eyeliner-nasil-cekilir-goz-sekline-gore-kuyruk-teknikleri";
/** A published article the tests open and try to rename. */
const PUBLISHED = "olgun-ciltte-fondoten-cizgilere-yerlesmeden-nasil-surulur";
const TAKEN = "karma-ciltte-bolgesel-bakim";

const file = (relative: string) => path.join(copy.dir, relative);
const articleFile = (slug: string) => file(`content/articles/${slug}.md`);
const edit = (slug: string, change: (text: string) => string) =>
  writeFileSync(articleFile(slug), change(readFileSync(articleFile(slug), "utf8")));

beforeAll(async () => {
  copy = copyProject({ skip: ["out/", "tests/"] });
  edit(DRAFT, (text) => text.replace(/^date: .*$/mu, (line) => `${line}\ndraft: true`));
  edit(PLANNED, (text) => text.replace(/^date: .*$/mu, "date: 2099-12-15"));
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
/** Every dialog the desk opened, and the answer the next one gets. */
const dialogs: string[] = [];
let answer: "accept" | "dismiss" = "dismiss";
const fresh = async () => {
  await page?.close();
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on("request", (request) => requested.add(new URL(request.url()).origin));
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void (answer === "accept" ? dialog.accept() : dialog.dismiss());
  });
  return page;
};

/** Waits for the desk's interface, which a busy machine draws slowly. */
const poll = <T>(value: () => T | Promise<T>) => expect.poll(value, { timeout: 15_000 });

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

/** The toasts Decap shows (a save refused, a save done). */
const toasts = (page: Page) => page.locator('[class*="toast"]').allTextContents();

/** A new article's form filled in as the build takes it: a page readers may get. */
async function validArticle(page: Page, title: string) {
  await openDesk(page, desk.url, "/collections/articles/new");
  await fillArticle(page, {
    title,
    description:
      "Kuru, karma ve yağlı ciltte nemlendiriciyi dokusuna ve içeriğine göre seçmenin yolları.",
    author: "Derya Aydın",
    date: "2025-09-01",
  });
  await chooseCategory(page, "Makyaj Teknikleri", "Temel Makyaj Teknikleri");
  await typeBody(page, articleBody());
}

describe("the desk refuses, before saving, what the build would refuse: on the field, in Turkish", () => {
  const CASES = [
    {
      rule: "the house style",
      field: "Metin",
      message:
        /^Satır \d+: “: bu durumda tedavinizi izleyen dermatologla konuşun”: İki noktadan sonra gelen tam cümle büyük harfle başlar\./,
      fault: (page: Page) =>
        typeBody(
          page,
          `${articleBody()}\nBir şey daha: bu durumda tedavinizi izleyen dermatologla konuşun.\n`,
        ),
    },
    {
      rule: "a medical review in a health category",
      field: "Tıbbi inceleme",
      message: /^Bu bir sağlık yazısı: yazıyı inceleyen hekimi seçin/,
      fault: (page: Page) => chooseCategory(page, "Cilt Bakımı", "Cilt Tipine Göre Bakım"),
    },
    {
      rule: "a slug another article has",
      field: "Adres (slug)",
      message: new RegExp(
        `^“${TAKEN}” adresini başka bir yazı kullanıyor \\(content/articles/${TAKEN}\\.md\\): başka bir adres seçin\\.$`,
      ),
      fault: (page: Page) => page.getByLabel("Adres (slug)").fill(TAKEN),
    },
    {
      rule: "an update dated in the future",
      field: "Güncelleme tarihi",
      message: /^Güncelleme tarihi ileri bir gün olamaz \(1 Ocak 2099\)/,
      fault: async (page: Page) => {
        await page.getByLabel("Güncelleme tarihi").fill("01.01.2099");
        await page.getByLabel("Güncelleme notu").fill("Kaynaklar yenilendi.");
      },
    },
    {
      rule: "a link to a draft",
      field: "Metin",
      message: new RegExp(`^/articles/${DRAFT} bağlantısı bir taslak`),
      fault: (page: Page) =>
        typeBody(
          page,
          `${articleBody()}\nAyrıntılar [dudak kalemi yazısında](/articles/${DRAFT}).\n`,
        ),
    },
    {
      rule: "a description shorter than the schema's limit",
      field: "Açıklama",
      message: /^En az 50 karakter olmalı; şu an 18 karakter\.$/,
      fault: (page: Page) => page.getByLabel("Açıklama").fill("Kısa bir açıklama."),
    },
  ];

  it.each(CASES)(
    "$rule",
    async ({ field, message, fault }) => {
      const page = await fresh();
      await validArticle(page, "Nemlendirici Seçerken Dikkat Edilecekler");
      await fault(page);
      await saveNow(page);
      await poll(() => fieldMessages(page, field)).toEqual([expect.stringMatching(message)]);
      expect((await toasts(page)).join(" ")).toContain(
        "Kaydedilmedi: kırmızıyla işaretli alanlardaki sorunları düzeltip yeniden deneyin.",
      );
      expect(existsSync(articleFile("nemlendirici-secerken-dikkat-edilecekler"))).toBe(false);
    },
    60_000,
  );

  it("saves the same article once nothing is wrong, and says Kaydedildi", async () => {
    const page = await fresh();
    await validArticle(page, "Nemlendirici Seçerken Dikkat Edilecekler");
    await saveNow(page);
    await waitForFile("content/articles/nemlendirici-secerken-dikkat-edilecekler.md");
    await poll(() => page.getByRole("button", { name: "Kaydedildi" }).count()).toBeGreaterThan(0);
    expect((await toasts(page)).join(" ")).not.toMatch(/Error|devam ettirilemedi/u);
  }, 60_000);

  it("refuses a saved article's slug changed to another article's", async () => {
    const before = readFileSync(articleFile(PUBLISHED), "utf8");
    const page = await fresh();
    await openDesk(page, desk.url, `/collections/articles/entries/${PUBLISHED}`);
    await page.getByLabel("Adres (slug)").fill(TAKEN);
    await saveNow(page);
    await poll(() => fieldMessages(page, "Adres (slug)")).toEqual([
      expect.stringMatching(/adresini başka bir yazı kullanıyor/),
    ]);
    expect(readFileSync(articleFile(PUBLISHED), "utf8")).toBe(before);
  }, 60_000);

  it("asks before a published article's slug changes, saying the old address stops working", async () => {
    const before = readFileSync(articleFile(PUBLISHED), "utf8");
    const page = await fresh();
    await openDesk(page, desk.url, `/collections/articles/entries/${PUBLISHED}`);
    await page.getByLabel("Adres (slug)").fill("olgun-ciltte-fondoten");
    dialogs.length = 0;
    answer = "dismiss";
    await saveNow(page);
    await poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toContain(
      `Bu yazı yayında. Adresini /articles/${PUBLISHED} yerine /articles/olgun-ciltte-fondoten yaparsanız eski adres çalışmaz olur`,
    );
    await poll(async () => (await toasts(page)).join(" ")).toContain(
      "Kaydedilmedi. Adres değişmedi: kaydetmekten vazgeçtiniz.",
    );
    expect(readFileSync(articleFile(PUBLISHED), "utf8")).toBe(before);
  }, 60_000);
});

describe("the desk in plain Turkish", () => {
  it("suggests the slug from the title with the site's Turkish slug function, until the editor writes one", async () => {
    const page = await fresh();
    await openDesk(page, desk.url, "/collections/articles/new");
    const slug = page.getByLabel("Adres (slug)");
    await page.getByLabel("Başlık", { exact: true }).fill("Güneş Kremi Seçimi");
    await poll(() => slug.inputValue()).toBe("gunes-kremi-secimi");
    await slug.fill("gunes-kremi-rehberi");
    await page.getByLabel("Başlık", { exact: true }).fill("Güneş Kremi Seçimi Üzerine");
    await page.waitForTimeout(300);
    expect(await slug.inputValue()).toBe("gunes-kremi-rehberi");
  }, 60_000);

  it("says nothing is saved on an empty form, counts characters, keeps its sentences' case, finds KILIÇ", async () => {
    const page = await fresh();
    await openDesk(page, desk.url, "/collections/articles/new");
    const text = (await page.locator("body").textContent()) ?? "";
    expect(text).not.toMatch(/kaydedildi/iu);
    expect(text).toContain("Yeni yazı");
    await expect(page.getByRole("button", { name: "Kaydet", exact: true }).count()).resolves.toBe(
      1,
    );
    await page.getByLabel("Açıklama").fill("Kısa bir açıklama.");
    expect(await page.getByText("18 karakter · en az 50").count()).toBe(1);
    // The date in words, in the site's time zone, whatever the browser's language.
    await page.getByLabel("Yayın tarihi").fill("15.12.2099");
    expect(
      await page.getByText(/15 Aralık 2099 Salı · Türkiye saatiyle \(İstanbul\)/u).count(),
    ).toBe(1);
    expect(await page.locator("body").textContent()).not.toMatch(/mm\/dd\/yyyy|UTC/u);
    // Author search ignores case as well as Turkish letters.
    await choosePerson(page, "Yazar", "KILIÇ", "Esra Kılıç");
    // Messages keep the case they are written in (a Turkish upper case would make i into İ).
    await page.getByLabel("Adres (slug)").fill("Güneş");
    await saveNow(page);
    await poll(() => fieldMessages(page, "Adres (slug)")).toEqual([
      expect.stringContaining("(örnek: gunes-kremi-secimi)"),
    ]);
    const shown = await page
      .locator('[class*="ControlErrorsList"] li', { hasText: "gunes-kremi-secimi" })
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, after CSS casing.
      .innerText();
    expect(shown).toContain("ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u (örnek: gunes-kremi-secimi)");
    expect((await toasts(page)).join(" ")).not.toMatch(/Error|devam ettirilemedi|Yayınla/u);
  }, 60_000);

  it("previews in the site's language: what the stylesheet sets in capitals reads as Turkish capitals", async () => {
    const page = await fresh();
    await openDesk(page, desk.url, `/collections/articles/entries/${PUBLISHED}`);
    const frame = page.frameLocator("iframe").first();
    await poll(() => frame.locator("h1").textContent()).toContain("Olgun Ciltte Fondöten");
    expect(await frame.locator("html").getAttribute("lang")).toBe("tr");
    // Every label the stylesheet sets in capitals reads as Turkish capitals: i → İ, ı → I.
    const labels = await frame.locator("body").evaluate((body) =>
      [...body.querySelectorAll<HTMLElement>("*")]
        .filter((e) => e.children.length === 0 && getComputedStyle(e).textTransform === "uppercase")
        // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, after CSS casing.
        .map((e) => ({ shown: e.innerText.trim(), text: (e.textContent ?? "").trim() })),
    );
    expect(labels.length).toBeGreaterThan(0);
    for (const { shown, text } of labels) expect(shown).toBe(text.toLocaleUpperCase("tr-TR"));
    expect(labels.map((l) => l.shown).join(" ")).toContain("TEMEL MAKYAJ TEKNİKLERİ");
    expect(labels.some((l) => /İ/u.test(l.shown))).toBe(true);
  }, 60_000);
});

describe("draft and planned articles", () => {
  it("are marked in the list and above the form", async () => {
    const page = await fresh();
    await openPage(page, desk.url, "/collections/articles");
    await page.getByText("Dudak Kalemiyle Daha Dolgun", { exact: false }).first().waitFor();
    const list = (await page.locator("body").textContent()) ?? "";
    expect(list).toContain("Taslak · Dudak Kalemiyle Daha Dolgun ve Düzgün Dudak Çizgisi");
    expect(list).toContain("Planlı: 15 Aralık 2099 · Eyeliner Nasıl Çekilir?");
    await openDesk(page, desk.url, `/collections/articles/entries/${DRAFT}`);
    await poll(() => page.locator(".desk-badge").textContent()).toBe("Taslak");
    // A form opened afresh, as from the list.
    const planned = await fresh();
    await openDesk(planned, desk.url, `/collections/articles/entries/${PLANNED}`);
    await poll(() => planned.locator(".desk-badge").textContent()).toBe("Planlı: 15 Aralık 2099");
  }, 60_000);
});

/** Uploads `image` through the cover's media library and chooses it. */
async function chooseCover(page: Page, image: string, alt: string) {
  await page.getByRole("button", { name: "Bir resim seçin" }).click();
  await page.locator("input[type=file]").setInputFiles(image);
  await page.getByText(path.basename(image)).first().waitFor();
  await page.getByRole("button", { name: "Seçileni kullan" }).click();
  await page.getByLabel("Alternatif metin").fill(alt);
}

/** A JPEG of one colour, named `name`, in a folder of its own. */
async function picture(folder: string, name: string, colour: string): Promise<string> {
  const { mkdirSync } = await import("node:fs");
  const dir = file(folder);
  mkdirSync(dir, { recursive: true });
  const target = path.join(dir, name);
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: colour } })
    .jpeg()
    .toFile(target);
  return target;
}

const SLUG = "yaz-sonu-cildi-nemle-bulusturmak";
const SECOND = "kis-aylarinda-dudak-bakimi";

describe("new articles written at the desk", () => {
  it("keep each cover in the article's own folder: two uploads of kapak.jpg are two files, and both are built", async () => {
    const pink = await picture("uploads/a", "kapak.jpg", "#c98aa0");
    const blue = await picture("uploads/b", "kapak.jpg", "#4a78b8");

    let page = await fresh();
    await openDesk(page, desk.url, "/collections/articles/new");
    await fillArticle(page, {
      title: "Yaz Sonu Cildi Nemle Buluşturmak",
      description:
        "Güneşli aylardan sonra gerilen cilde nazik temizlik ve katman katman nemle destek olmanın yolları.",
      author: "Derya Aydın",
      date: "2025-09-01",
    });
    // A skin-care article names its medical reviewer (content/STYLE.md), from the reviewers' files.
    await choosePerson(page, "Hekim (isteğe bağlı)", "hekim", "[HEKİM ADI SOYADI]");
    await chooseCover(page, pink, "Pembe bir yüzeyde duran nemlendirici kavanozu");
    await chooseCategory(page, "Cilt Bakımı", "Cilt Tipine Göre Bakım");
    const body = articleBody();
    await typeBody(page, body);
    const preview = page.frameLocator("iframe").first();
    await poll(() => preview.locator("h1").textContent()).toBe("Yaz Sonu Cildi Nemle Buluşturmak");
    await saveNow(page);
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
        // Relative to the article, in its own folder, as the build reads covers (content/README.md).
        `  src: images/${SLUG}/kapak.jpg`,
        '  alt: "Pembe bir yüzeyde duran nemlendirici kavanozu"',
        "entities:",
        "  - category: skin-care",
        "    subcategories:",
        "      - subcategory: skin-types-care",
        "        subsubcategories: []",
      ].join("\n"),
    );
    expect(parseContentFile(saved, "markdown").body.trim()).toBe(body.trim());

    // A second article, another kapak.jpg: its library shows its own folder, not the first's.
    page = await fresh();
    await openDesk(page, desk.url, "/collections/articles/new");
    await fillArticle(page, {
      title: "Kış Aylarında Dudak Bakımı",
      description:
        "Soğukta çatlayan dudaklar için nazik arındırma, koruyucu balm ve gece bakımıyla kolay bir düzen.",
      author: "Derya Aydın",
      date: "2025-09-02",
    });
    await page.getByRole("button", { name: "Bir resim seçin" }).click();
    await page.getByText("Bu yazının klasöründe henüz görsel yok").waitFor();
    await page.keyboard.press("Escape");
    await chooseCover(page, blue, "Mavi bir zemin üzerinde dudak balmı");
    await chooseCategory(page, "Makyaj Teknikleri", "Temel Makyaj Teknikleri");
    await typeBody(page, articleBody("dudak balmı"));
    await saveNow(page);
    await waitForFile(`content/articles/${SECOND}.md`);

    const first = readFileSync(file(`content/articles/images/${SLUG}/kapak.jpg`));
    const second = readFileSync(file(`content/articles/images/${SECOND}/kapak.jpg`));
    expect(first.equals(readFileSync(pink))).toBe(true);
    expect(second.equals(readFileSync(blue))).toBe(true);

    const check = await runCommand(tsxIn(copy.dir), ["scripts/content-check.ts"], {
      cwd: copy.dir,
    });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toContain("All content is valid.");

    const build = await buildIn(copy.dir);
    expect(build.code, build.stderr.slice(-2000)).toBe(0);
    const covers = [SLUG, SECOND].map((slug) => {
      const html = readFileSync(file(`out/articles/${slug}.html`), "utf8");
      const img = /<img[^>]*alt="(?:Pembe|Mavi)[^"]*"[^>]*>/u.exec(html)?.[0] ?? "";
      return /\ssrc="([^"]+)"/u.exec(img)?.[1] ?? "";
    });
    expect(covers.every((src) => src.startsWith("/img/"))).toBe(true);
    expect(new Set(covers).size).toBe(2);
    // Each page's cover is its own picture: the built files differ as the uploads did.
    const [pinkBuilt, blueBuilt] = await Promise.all(
      covers.map((src) => sharp(file(`out${src}`)).stats()),
    );
    expect(pinkBuilt?.dominant).not.toEqual(blueBuilt?.dominant);
    const html = readFileSync(file(`out/articles/${SLUG}.html`), "utf8");
    expect(html).toContain("Yaz Sonu Cildi Nemle Buluşturmak");
    expect(html).toContain('alt="Pembe bir yüzeyde duran nemlendirici kavanozu"');
  }, 300_000);

  it("change only the title's line of a file when the title is edited", async () => {
    const relative = `content/articles/${TAKEN}.md`;
    const before = readFileSync(file(relative), "utf8");
    const page = await fresh();
    await openDesk(page, desk.url, `/collections/articles/entries/${TAKEN}`);
    const title = page.getByLabel("Başlık", { exact: true });
    await poll(() => title.inputValue()).toContain("Karma Ciltte");
    await title.fill("Karma Ciltte Bölgesel Bakım: Alın, Burun ve Yanaklara Ayrı İlgi");
    await saveNow(page);
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

describe("the desk is never locked out", () => {
  const BROKEN = "content/articles/bozuk-elle-yazilmis.md";
  const UNREADABLE = "content/articles/okunmayan.md";
  afterAll(() => {
    rmSync(file(BROKEN), { force: true });
    rmSync(file(UNREADABLE), { force: true });
  });

  it("opens with invalid files written behind its back, lists them in Turkish and opens each with the field marked", async () => {
    writeFileSync(
      file(BROKEN),
      readFileSync(articleFile(PUBLISHED), "utf8")
        .replace(/^slug: .*$/mu, "slug: bozuk-elle-yazilmis")
        .replace(/^author: .*$/mu, "author: kimse"),
    );
    writeFileSync(file(UNREADABLE), "---\ntitle: [bozuk\n---\nMetin\n");
    const data = await fetch(`${desk.url}/editor-data.json`);
    expect(data.status).toBe(200);
    const page = await fresh();
    await openPage(page, desk.url, "/collections/articles");
    const list = page.locator(".desk-problems");
    await list.waitFor();
    const text = (await list.textContent()) ?? "";
    expect(text).toContain("2 dosyada site derlenmeden önce düzeltilmesi gereken sorun var");
    expect(text).toContain(`${BROKEN} Aç ve düzelt`);
    expect(text).toContain("Yazar: “kimse” adında bir yazar yok");
    expect(text).toContain(`${UNREADABLE} Aç ve düzelt`);
    expect(text).toMatch(/Dosya: Dosyanın başındaki alanlar okunamıyor \(YAML yazımı bozuk\)/u);
    await list
      .locator("li", { hasText: BROKEN })
      .getByRole("link", { name: "Aç ve düzelt" })
      .click();
    await poll(() => fieldMessages(page, "Yazar")).toEqual([
      expect.stringMatching(/^“kimse” adında bir yazar yok/),
    ]);
  }, 60_000);
});

describe("the desk offline", () => {
  it("asks nothing of any host but the desk's own", () => {
    expect(requested.size).toBeGreaterThan(0);
    // data: and blob: URLs (previews of an upload) have the origin "null".
    expect([...requested].filter((o) => o !== desk.url && o !== "null")).toEqual([]);
  });
});
