import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readBuildReport } from "@/lib/deploy/build-report";
import { DEFAULT_LOCALE, dictionary } from "@/lib/i18n";
import { tokenColour } from "@/styles/theme-colours";
import { axeViolations, pageForAxe } from "./axe";
import { launchBrowser, openHydrated, renderedFonts } from "./browser";
import { builtFile, builtPage, builtPagePaths } from "./built-html";
import { turkishInText, turkishInterfaceWords } from "./interface-text";
import { type RunningServer, startServer } from "./server";
import type { SisterSite } from "./sister-sites";
import { textsOutsideContent } from "./written-texts";

/** A query no title of any example site holds. */
const NOTHING = "qqqzzx";

/**
 * The checks every sister site passes, in its own language (the tests of each example site
 * call this once its build is in `out()`): no Turkish interface text outside content, the
 * language in every place a browser or a crawler reads it, no axe violation on each page
 * type, and search that finds the site's articles as its readers type.
 */
export function sisterSiteChecks(site: SisterSite, out: () => string): void {
  const texts = dictionary(site.language);
  const turkish = turkishInterfaceWords();
  const page = (sitePath: string) => builtPage(sitePath, out());
  /** The Turkish words and letters a document writes outside content, each with its context. */
  const turkishIn = (doc: Document) => turkishInText(textsOutsideContent(doc), turkish);

  describe(`${site.name}: the site's language (${site.language})`, () => {
    it("the Turkish dictionary gives the check texts to look for", () => {
      // A check with nothing to look for would pass whatever the pages say.
      expect(turkish.length).toBeGreaterThan(50);
      expect(turkish).toEqual(expect.arrayContaining(["Kategoriler", "dk okuma", "Ana sayfa"]));
    });

    it("writes no text of the Turkish dictionary on any page outside content, nor in the feed or manifest", () => {
      const found = builtPagePaths(out()).flatMap((sitePath) =>
        turkishIn(page(sitePath)).map((finding) => `${sitePath}: ${finding}`),
      );
      for (const file of ["feed.xml", "manifest.webmanifest"])
        for (const finding of turkishInText(readFileSync(path.join(out(), file), "utf8"), turkish))
          found.push(`${file}: ${finding}`);
      expect(found).toEqual([]);
    });

    it("would find a Turkish text written by a component, and not one quoted in content", () => {
      const html = readFileSync(builtFile(site.pages.article, out()), "utf8");
      const written = textsOutsideContent(new JSDOM(html).window.document);
      // A Turkish interface text of several words that the page does not have yet.
      const literal = turkish.find((text) => /\s/.test(text) && !written.includes(text)) ?? "";
      expect(literal).not.toBe("");
      const findsAfter = (openingTag: string | undefined) => {
        expect(openingTag, "the page has the element to plant the text in").toBeTruthy();
        const tag = openingTag ?? "";
        const doc = new JSDOM(html.replace(tag, `${tag}<span>${literal}</span>`)).window.document;
        return turkishIn(doc).some((finding) => finding.startsWith(`"${literal}"`));
      };
      // In the header, as a component that kept its Turkish literal would write it.
      expect(findsAfter(html.match(/<header[^>]*>/)?.[0])).toBe(true);
      // In the article's body: content, which may quote any language.
      expect(findsAfter(html.match(/<div class="prose[^"]*">/)?.[0])).toBe(false);
    });

    it("draws every letter of its social cards and avatars (the build names any it cannot)", () => {
      const { warnings } = readBuildReport(out());
      expect(warnings.filter((w) => w.includes("no font of the image has"))).toEqual([]);
      // The report is of this build, which drew the cards: the article's is in the output.
      expect(
        readFileSync(path.join(out(), "og", `${site.pages.article}.png`)).length,
      ).toBeGreaterThan(0);
    });

    it("sets lang, og:locale, the feed's and the manifest's language", () => {
      const locale = DEFAULT_LOCALE[site.language];
      const wrong: string[] = [];
      for (const sitePath of builtPagePaths(out())) {
        const doc = page(sitePath);
        if (doc.documentElement.lang !== site.language)
          wrong.push(`${sitePath}: lang="${doc.documentElement.lang}"`);
        const og = doc.querySelector('meta[property="og:locale"]')?.getAttribute("content");
        if (og !== undefined && og !== locale) wrong.push(`${sitePath}: og:locale ${og}`);
      }
      expect(wrong).toEqual([]);
      for (const sitePath of ["/", site.pages.article, site.pages.category, site.pages.author])
        expect(
          page(sitePath).querySelector('meta[property="og:locale"]')?.getAttribute("content"),
          sitePath,
        ).toBe(locale);
      const feed = readFileSync(path.join(out(), "feed.xml"), "utf8");
      expect(feed.match(/<language>([^<]*)<\/language>/)?.[1]).toBe(site.language);
      const manifest = JSON.parse(readFileSync(path.join(out(), "manifest.webmanifest"), "utf8"));
      expect(manifest.lang).toBe(site.language);
    });

    it("writes an article's date as the language writes it", () => {
      const time = page(site.pages.article).querySelector("main time[datetime]");
      expect(time, "the article shows its date").not.toBeNull();
      const day = new Date(`${time?.getAttribute("datetime")?.slice(0, 10)}T12:00:00Z`);
      const month = new Intl.DateTimeFormat(site.language, {
        day: "numeric",
        month: "long",
        timeZone: "UTC",
      })
        .formatToParts(day)
        .find((part) => part.type === "month")?.value;
      expect(month).toBeTruthy();
      expect(time?.textContent).toContain(month);
    });
  });

  describe(`${site.name}: in Chromium`, () => {
    let server: RunningServer;
    let browser: Browser;
    beforeAll(async () => {
      server = await startServer(out());
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it("axe finds no violation on the home, article, category, author and not-found pages", async () => {
      const found: string[] = [];
      const pages = [
        "/",
        site.pages.article,
        site.pages.category,
        site.pages.author,
        "/no-such-page",
      ];
      // Both themes and both layouts, each page in one of the pairs: the accent colours are the site's.
      for (const [width, colorScheme] of [
        [375, "light"],
        [1280, "dark"],
      ] as const) {
        const view = await pageForAxe(browser, { viewport: { width, height: 900 }, colorScheme });
        for (const sitePath of pages) {
          await openHydrated(view, server.url + sitePath);
          for (const v of await axeViolations(view))
            found.push(`${sitePath} ${width} ${colorScheme}: ${v}`);
        }
        await view.context().close();
      }
      expect(found).toEqual([]);
    });

    it("draws links and focus rings in the accent colours of its settings, in both themes", async () => {
      const file = path.join(site.fixture, "content/site", `${site.name}.yaml`);
      const colors = parse(readFileSync(file, "utf8")).colors ?? {};
      for (const [theme, setting] of [
        ["light", colors.accent],
        ["dark", colors.accentDark],
      ] as const) {
        // The example site sets its own colour, so the default one drawn instead would fail here.
        expect(setting, `${file}: colors (${theme})`).toMatch(/^#[0-9a-f]{6}$/i);
        expect(setting).not.toBe(tokenColour(theme, "accent"));
        const view = await browser.newPage({ colorScheme: theme });
        await view.goto(server.url + site.pages.article);
        const drawn = await view.evaluate(() => {
          const root = document.documentElement;
          const style = getComputedStyle(root);
          const link = document.createElement("a");
          link.href = "#";
          document.querySelector("main")?.append(link);
          return {
            theme: root.dataset.theme,
            accent: style.getPropertyValue("--color-accent").trim(),
            focus: style.getPropertyValue("--color-focus").trim(),
            link: getComputedStyle(link).color,
          };
        });
        expect(drawn).toEqual({ theme, accent: setting, focus: setting, link: rgb(setting) });
        await view.close();
      }
    });

    it("sets its text in faces for its script, fetching only the font files its pages draw with", async () => {
      const view = await browser.newPage();
      const fetched: string[] = [];
      view.on("request", (request) => {
        const name = new URL(request.url()).pathname.match(/([^/]+?)\.[\w-]+\.woff2$/)?.[1];
        if (name) fetched.push(name);
      });
      await view.goto(server.url + site.pages.article, { waitUntil: "networkidle" });
      await view.evaluate(() => document.fonts.ready);
      expect([...new Set(fetched)].sort()).toEqual(site.fonts.files);
      for (const [selector, family] of [
        ["main h1", site.fonts.title],
        [".prose p", site.fonts.body],
      ] as const) {
        const fonts = await renderedFonts(view, selector);
        expect(fonts.length, selector).toBeGreaterThan(0);
        // Every glyph from the web font where the site has one, none where the system's faces set it.
        for (const font of fonts) {
          const what = `${selector}: ${font.familyName}`;
          expect(font.isCustomFont, what).toBe(family !== null);
          if (family) expect(font.familyName, what).toContain(family);
        }
      }
      await view.close();
    });

    it("search finds the site's articles as its readers type, in the site's language", async () => {
      const view = await browser.newPage();
      await openHydrated(view, `${server.url}/`);
      const box = view.getByRole("combobox", { name: texts.search.label });
      const missed: string[] = [];
      const results = view.locator('[role="search"] a');
      for (const { query, article, why } of site.search) {
        // An empty box first, so what is listed next is the answer to this query.
        await box.fill("");
        await results.first().waitFor({ state: "detached" });
        await box.fill(query);
        const link = view.locator(`[role="search"] a[href="${article}"]`);
        const shown = await link
          .waitFor({ timeout: 10_000 })
          .then(() => true)
          .catch(() => false);
        if (!shown) missed.push(`“${query}” (${why}) does not list ${article}`);
      }
      expect(missed).toEqual([]);
      // The list and its messages as the browser shows them, both groups: still no Turkish.
      const category = page(site.pages.category).querySelector("main h1")?.textContent ?? "";
      await box.fill(category);
      await view.locator(`[role="search"] a[href="${site.pages.category}"]`).waitFor();
      const live = new JSDOM(await view.content()).window.document;
      expect(turkishIn(live), "the list of results").toEqual([]);
      await box.fill(NOTHING);
      await view.getByText(texts.search.noResults(NOTHING)).waitFor();
      const empty = new JSDOM(await view.content()).window.document;
      expect(turkishIn(empty), "the message for no results").toEqual([]);
      await view.close();
    });
  });
}

/** `#1f6f5c` as a browser's computed colour: `rgb(31, 111, 92)`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
