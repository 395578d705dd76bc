import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBuildReport } from "@/lib/deploy/build-report";
import { en } from "@/lib/i18n/en";
import { runCommand, tsxIn } from "../../scripts/run-command";
import { axeViolations, pageForAxe } from "../support/axe";
import { launchBrowser, openHydrated } from "../support/browser";
import { builtPage, builtPagePaths } from "../support/built-html";
import { buildIn, copyProject } from "../support/project-copy";
import { LocalS3 } from "../support/s3";
import { startServer } from "../support/server";
import { sisterSiteChecks } from "../support/sister-checks";
import { buildSisterSite, GLIMMER, siteEnv } from "../support/sister-sites";

/**
 * One codebase, several sites: the English example site in tests/fixtures/sister built with
 * SITE=glimmer in a copy of the project, as an operator would build a sister site.
 */

const SISTER = GLIMMER.fixture;
const ENV = siteEnv(GLIMMER);
const copy = copyProject();
/** Enough articles in one subcategory, by one author, for their listings to have a second page. */
const EXTRA_ARTICLES = 27;
const out = path.join(copy.dir, "out");
const page = (sitePath: string) => builtPage(sitePath, out);

afterAll(() => copy.cleanup());

const HOSTILE_PAGE = "/articles/double-cleansing";
const BENIGN_PARTNER = "https://partner.example.com/benign";
/** Partner-link entries as a hostile or broken third party could send them. */
const HOSTILE_PARTNER_LINKS = [
  `<a href="${BENIGN_PARTNER}">A benign partner link</a>`,
  "<script>alert('script')</script>",
  '"><script>alert("breakout")</script>',
  '<a href="javascript:alert(1)">js</a>',
  '<a href="JaVaScRiPt:alert(2)">js mixed case</a>',
  '<a href="&#106;avascript:alert(3)">js decimal entity</a>',
  '<a href="&#x6A;&#x61;vascript:alert(4)">js hex entity</a>',
  '<a href="&#0000106avascript:alert(5)">js padded entity</a>',
  '<a href="java\tscript:alert(6)">js with a tab</a>',
  '<a href=" \u0001javascript:alert(7)">js after control characters</a>',
  '<a href="%6A%61vascript:alert(8)">js percent-encoded</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg5KTwvc2NyaXB0Pg==">data</a>',
  '<a href="DATA:text/html,<script>alert(10)</script>">data upper case</a>',
  '<a href="vbscript:msgbox(11)">vbscript</a>',
  '<a href="https://partner.example.com/h" onclick="alert(12)" onmouseover="alert(13)">handlers</a>',
  "<img src=x onerror=alert(14)>",
  "<svg><animate onbegin=alert(15) attributeName=x dur=1s></svg>",
  '<iframe src="javascript:alert(16)"></iframe>',
  '<a href="https://partner.example.com/unclosed">unclosed <b>bold',
  "<style>body{display:none}</style><div",
];

describe("SITE=glimmer npm run build", () => {
  beforeAll(async () => {
    for (let i = 1; i <= EXTRA_ARTICLES; i++) {
      const day = String(1 + (i % 28)).padStart(2, "0");
      writeFileSync(
        path.join(copy.dir, SISTER, `content/articles/cleansing-note-${i}.md`),
        `---\ntitle: "Cleansing note ${i}"\nslug: cleansing-note-${i}\ndescription: "A short note on gentle cleansing, one of a series that fills a listing past its first page."\nauthor: jane-doe\ndate: 2025-02-${day}\nentities:\n  - category: skin\n    subcategories:\n      - subcategory: cleansing\n        subsubcategories: []\n---\nWash with lukewarm water and a gentle cleanser, then pat dry.\n`,
      );
    }
    // Filed under 'other': a subcategory the tree does not know, and a category it does not know.
    const unfiled = (slug: string, entity: string) =>
      `---\ntitle: "${slug}"\nslug: ${slug}\ndescription: "A note whose shelf the category tree does not know, so it is filed under other."\nauthor: jane-doe\ndate: 2025-03-03\nentities:\n${entity}---\nA short note.\n`;
    writeFileSync(
      path.join(copy.dir, SISTER, "content/articles/unfiled-sub-note.md"),
      unfiled(
        "unfiled-sub-note",
        "  - category: skin\n    subcategories:\n      - subcategory: no-such-shelf\n        subsubcategories: []\n",
      ),
    );
    writeFileSync(
      path.join(copy.dir, SISTER, "content/articles/unfiled-category-note.md"),
      unfiled("unfiled-category-note", "  - category: no-such-category\n    subcategories: []\n"),
    );
    // Partner links on later pages of listings, their paths written with a slash and an escape.
    writeFileSync(
      path.join(copy.dir, SISTER, "content/partner-links.json"),
      JSON.stringify({
        sapeLinks: {
          "/articles/sunscreen-how-much": [
            '<a href="https://partner.example.com/sun">A partner\'s sunscreen guide</a>',
          ],
          "/skin/sayfa/2/": ['<a href="https://partner.example.com/later">Later page partner</a>'],
          "/authors/jane-doe/s%61yfa/2": [
            '<a href="https://partner.example.com/author">Author page partner</a>',
            "ipt&gt;alert(24)ipt&gt;",
          ],
        },
        sapeNewUrl: "",
      }),
    );
    // Hostile partner-link data beside the benign link (its HTML comes from a third party).
    const partnerFile = path.join(copy.dir, SISTER, "content/partner-links.json");
    const partners = JSON.parse(readFileSync(partnerFile, "utf8"));
    partners.sapeLinks[HOSTILE_PAGE] = HOSTILE_PARTNER_LINKS;
    writeFileSync(partnerFile, JSON.stringify(partners, null, 2));
    const build = await buildSisterSite(GLIMMER, copy.dir);
    expect(build.code, build.stderr.slice(-3000)).toBe(0);
  }, 10 * 60_000);

  sisterSiteChecks(GLIMMER, () => out);

  it("builds every page in the site's language", () => {
    for (const sitePath of ["/", "/articles/sunscreen-how-much", "/skin", "/skin/sun", "/authors"])
      expect(page(sitePath).documentElement.lang, sitePath).toBe("en");
    const manifest = JSON.parse(readFileSync(path.join(out, "manifest.webmanifest"), "utf8"));
    expect(manifest).toMatchObject({ lang: "en", short_name: "Glimmer", theme_color: "#1d4e89" });
  });

  it("shows its interface in English", () => {
    expect(builtPagePaths(out).length).toBeGreaterThan(40);
    const home = page("/");
    expect(home.querySelector("input[type=search]")?.getAttribute("placeholder")).toBe(
      en.search.placeholder,
    );
    expect(home.querySelector("footer")?.textContent).toContain(en.footer.categories);
    expect(page("/404").querySelector("h1")?.textContent).toBe(en.notFound.title);
    expect(readFileSync(path.join(out, "feed.xml"), "utf8")).toContain("<language>en</language>");
  });

  it("heads partner links in English", () => {
    const aside = page("/articles/sunscreen-how-much").querySelector("aside[aria-label]");
    expect(aside?.getAttribute("aria-label")).toBe("Partner Links");
    expect(aside?.textContent).toContain("A partner's sunscreen guide");
  });

  it("uses its own title, logo, contact address and colours", () => {
    const home = page("/");
    expect(home.title).toContain("Glimmer");
    expect(home.querySelector('header img[src="/icons/glimmer-logo-small.png"]')).not.toBeNull();
    const mail = home.querySelector('footer a[href^="mailto:"]');
    expect(mail?.getAttribute("href")).toBe("mailto:contact@glimmer.example.com");
    expect(home.head.innerHTML).toContain(
      ':root[data-theme="dark"]{--color-accent:#9cc3f0;--color-focus:#9cc3f0}',
    );
    expect(readFileSync(path.join(out, "sitemap.xml"), "utf8")).toContain(
      "https://glimmer.example.com/articles/sunscreen-how-much",
    );
  });

  it("records its own buckets and grace period for the deploy", () => {
    const report = readBuildReport(out);
    expect(report).toMatchObject({
      site: "glimmer",
      buckets: { development: "glimmer-dev", production: "glimmer-prod" },
      graceDays: 14,
    });
  });

  it("deploys to its own bucket", async () => {
    const s3 = new LocalS3(["glimmer-dev"]);
    await s3.start();
    try {
      const run = await runCommand(
        tsxIn(copy.dir),
        ["scripts/deploy.ts", "--env", "dev", "--dry-run"],
        { cwd: copy.dir, env: { ...process.env, ...s3.env, ...ENV }, timeoutMs: 60_000 },
      );
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/Deploy plan for bucket glimmer-dev: \d+ files to send/);
      // A build goes only to the buckets of the site it is.
      const wrong = await runCommand(
        tsxIn(copy.dir),
        ["scripts/deploy.ts", "--env", "dev", "--dry-run"],
        { cwd: copy.dir, env: { ...process.env, ...s3.env, SITE: "isilti" }, timeoutMs: 60_000 },
      );
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('out/ holds the site "glimmer" but SITE is "isilti"');
    } finally {
      await s3.dispose();
    }
  });
});

describe("listings of more than 24 articles", () => {
  const later = ["/skin/sayfa/2", "/skin/cleansing/sayfa/2", "/authors/jane-doe/sayfa/2"];

  it("have a second page with its own title, canonical URL, breadcrumb and page links", () => {
    const doc = page("/skin/cleansing/sayfa/2");
    expect(doc.title).toContain(en.listing.paged("Cleansing · Skin", 2));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://glimmer.example.com/skin/cleansing/sayfa/2",
    );
    const crumbs = `nav[aria-label="${en.breadcrumbs.label}"]`;
    expect(doc.querySelector(`${crumbs} [aria-current="page"]`)?.textContent).toBe(
      en.breadcrumbs.page(2),
    );
    const pagerLabel = `nav[aria-label$="${en.pagination.label("")}"]`;
    const pager = doc.querySelector(pagerLabel);
    expect(pager?.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe("/skin/cleansing");
    expect(pager?.querySelector('[aria-current="page"]')?.textContent).toContain("2");
    // Page 1 stays at the listing's own URL and links forward.
    const first = page("/skin/cleansing");
    expect(first.querySelectorAll("main article").length).toBe(24);
    expect(first.querySelector(`${pagerLabel} a[rel="next"]`)?.getAttribute("href")).toBe(
      "/skin/cleansing/sayfa/2",
    );
    expect(doc.querySelectorAll("main article").length).toBeGreaterThan(0);
  });

  it("never write a page 1 or an empty page under /sayfa", () => {
    for (const listing of ["skin", "skin/cleansing", "authors/jane-doe"]) {
      expect(existsSync(path.join(out, `${listing}/sayfa/1.html`)), listing).toBe(false);
      expect(existsSync(path.join(out, `${listing}/sayfa/3.html`)), listing).toBe(false);
    }
  });

  it("are every one in sitemap.xml, and every sitemap URL is served with status 200", async () => {
    const xml = readFileSync(path.join(out, "sitemap.xml"), "utf8");
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    for (const sitePath of later) expect(urls).toContain(`https://glimmer.example.com${sitePath}`);
    const served = await startServer(out);
    try {
      for (const url of urls) {
        const response = await fetch(url.replace("https://glimmer.example.com", served.url));
        expect(response.status, url).toBe(200);
      }
      const missing = await fetch(`${served.url}/skin/cleansing/sayfa/3`);
      expect(missing.status).toBe(404);
    } finally {
      await served.close();
    }
  });
});

describe("partner links on the later pages of listings", () => {
  it("shows the list form, with hostile fragments dropped", () => {
    for (const [sitePath, texts] of [
      ["/skin/sayfa/2", ["Later page partner"]],
      ["/authors/jane-doe/sayfa/2", ["Author page partner"]],
    ] as const) {
      const block = page(sitePath).querySelector('main [data-partner-links="list"]');
      expect(block?.getAttribute("aria-label"), sitePath).toBe("Partner Links");
      expect([...(block?.querySelectorAll("li") ?? [])].map((li) => li.textContent)).toEqual(texts);
      expect(block?.textContent).not.toContain("alert");
    }
    expect(page("/skin").querySelector("main [data-partner-links]")).toBeNull();
  });
});

describe("articles filed under 'other'", () => {
  const sub = "/articles/unfiled-sub-note";
  const category = "/articles/unfiled-category-note";

  it("are built at their own URLs, placed in the category they name", () => {
    const doc = page(sub);
    const crumbs = [...doc.querySelectorAll(`nav[aria-label="${en.breadcrumbs.label}"] li`)].map(
      (li) => li.textContent,
    );
    expect(crumbs).toEqual([en.breadcrumbs.home, "Skin", "unfiled-sub-note"]);
    expect(page(category).querySelector("main h1")?.textContent).toBe("unfiled-category-note");
  });

  it("are listed on the category page under 'Other', linked from its chips and the menu", () => {
    const doc = page("/skin");
    const group = doc.querySelector("section[aria-labelledby='diger']");
    expect(group?.querySelector("h2")?.textContent).toBe(en.other);
    expect([...(group?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"))).toEqual([
      sub,
    ]);
    expect(doc.querySelector('main nav a[href="/skin#diger"]')?.textContent).toBe(en.other);
    expect(doc.querySelector('header a[href="/skin#diger"]')).not.toBeNull();
    expect(doc.querySelector('header a[href="/hair#diger"]')).toBeNull();
    expect(page("/hair").querySelector("#diger")).toBeNull();
  });

  it("are on the sitemap page and in sitemap.xml", () => {
    const doc = page("/sitemap");
    const links = [...doc.querySelectorAll("main a")].map((a) => a.getAttribute("href"));
    expect(links).toContain(sub);
    expect(links).toContain(category);
    expect(doc.querySelector("#sm-diger")?.textContent).toBe(en.other);
    const xml = readFileSync(path.join(out, "sitemap.xml"), "utf8");
    expect(xml).toContain(`<loc>https://glimmer.example.com${sub}</loc>`);
    expect(xml).toContain(`<loc>https://glimmer.example.com${category}</loc>`);
  });

  it("close the phone menu when chosen on their own category's page", async () => {
    const served = await startServer(out);
    const browser = await launchBrowser();
    try {
      const view = await browser.newPage({ viewport: { width: 375, height: 740 } });
      await openHydrated(view, `${served.url}/skin`);
      const panel = view.locator("#kategori-menusu");
      const isOpen = () => panel.evaluate((p) => p.matches(":popover-open"));
      await view.getByRole("button", { name: en.shell.categories }).click();
      await view.getByRole("button", { name: en.shell.subcategories("Skin") }).click();
      // The same page's group: no navigation happens, and still the menu closes.
      await panel.locator('a[href="/skin#diger"]').click();
      await view.waitForURL(`${served.url}/skin#diger`);
      expect(await isOpen()).toBe(false);
      expect(await view.locator("#diger").isVisible()).toBe(true);
      await view.close();
    } finally {
      await browser.close();
      await served.close();
    }
  });

  it("are warned about in the build report, naming the file and field", () => {
    const { warnings } = readBuildReport(out);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /articles\/unfiled-sub-note\.md: entities\.0\.subcategories\.0\.subcategory: "no-such-shelf" is not a subcategory of "skin": filed under "other"$/,
        ),
        expect.stringMatching(
          /articles\/unfiled-category-note\.md: entities\.0\.category: unknown category "no-such-category": filed under "other"$/,
        ),
      ]),
    );
  });
});

describe("a later page of a listing", () => {
  it("has no axe-core violations at 375 and 1280 px in both themes", async () => {
    const served = await startServer(out);
    const browser = await launchBrowser();
    try {
      const found: string[] = [];
      for (const colorScheme of ["light", "dark"] as const)
        for (const width of [375, 1280]) {
          const view = await pageForAxe(browser, { viewport: { width, height: 900 }, colorScheme });
          await openHydrated(view, `${served.url}/skin/cleansing/sayfa/2`);
          for (const v of await axeViolations(view)) found.push(`${colorScheme} ${width}: ${v}`);
          await view.context().close();
        }
      expect(found).toEqual([]);
    } finally {
      await browser.close();
      await served.close();
    }
  });
});

describe("hostile partner-link data", () => {
  it("never runs a script and keeps the benign link, sponsored and noopener", async () => {
    const served = await startServer(out);
    const browser = await launchBrowser();
    try {
      const view = await browser.newPage();
      const problems: string[] = [];
      view.on("dialog", (dialog) => {
        problems.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      view.on("pageerror", (error) => problems.push(`error: ${error.message}`));
      view.on("console", (m) => {
        if (m.type() === "error") problems.push(`console: ${m.text()}`);
      });
      await openHydrated(view, served.url + HOSTILE_PAGE);
      const benign = view.locator(`a[href="${BENIGN_PARTNER}"]`);
      expect(await benign.count()).toBe(1);
      expect((await benign.getAttribute("rel"))?.split(/\s+/).sort()).toEqual(
        expect.arrayContaining(["noopener", "sponsored"]),
      );
      expect(await view.locator("body").isVisible()).toBe(true);
      const unsafe = await view.evaluate(() => {
        const found: string[] = [];
        for (const el of document.querySelectorAll("*")) {
          for (const attr of el.getAttributeNames())
            if (attr.startsWith("on")) found.push(`${el.tagName} ${attr}`);
          const url = el.getAttribute("href") ?? el.getAttribute("src") ?? "";
          // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip them in URLs
          if (/^[\u0000-\u0020]*(javascript|data|vbscript):/i.test(url.replace(/[\t\n\r]/g, "")))
            found.push(`${el.tagName} ${url}`);
        }
        for (const tag of ["iframe", "object", "embed"])
          if (document.querySelector(tag)) found.push(tag);
        return found;
      });
      expect(unsafe).toEqual([]);
      // Whatever is left of the hostile entries is clicked and hovered: nothing runs.
      for (const link of await view.locator('a[href^="https://partner.example.com/"]').all()) {
        await link.hover();
        await link.click({ modifiers: ["Control"] }).catch(() => undefined);
      }
      await view.waitForTimeout(300);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
      await served.close();
    }
  });
});

describe("SITE with no settings", () => {
  it("stops the build with a message naming the known sites", async () => {
    const build = await buildIn(copy.dir, { ...ENV, SITE: "glimer" });
    expect(build.code).toBe(1);
    expect(build.stderr).toMatch(
      /site\/glimer\.yaml: -: unknown site "glimer" \(no .*site\/glimer\.yaml\); known sites: glimmer\. Set SITE to one of them\./,
    );
    expect(build.stderr).toContain("build failed: content is invalid");
  }, 120_000);
});
