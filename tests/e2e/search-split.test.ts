import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { paths } from "@/lib/paths";
import { splitIndex } from "@/lib/search/build-split";
import { readDeepIndex, readTitleIndex } from "@/lib/search/engine";
import type { DeepIndexFile, TitleIndexFile } from "@/lib/search/index-file";
import { search } from "@/lib/search/search";
import { wholeSource } from "@/lib/search/whole-source";
import { OUT } from "../support/built-html";
import { serveBuiltSite } from "../support/harness";

/**
 * The built site's search box on a large archive's index: the bundled site keeps one file, so
 * its two index files (as built) are split here, several files of each kind, and served in
 * their place. The box must answer as the whole index does, fetching only what it needs.
 */
const site = serveBuiltSite();
const read = (file: string) => JSON.parse(readFileSync(path.join(OUT, file), "utf8")) as unknown;
const titleFile = read(paths.searchIndex) as TitleIndexFile;
const deepFile = read(paths.searchDeepIndex) as DeepIndexFile;
const { base, parts } = splitIndex(titleFile, deepFile, (_count, gram) => ({
  gram,
  titles: 16,
  shorts: 8,
  deep: 16,
  words: 8,
  block: 8,
}));
const whole = wholeSource(readTitleIndex(titleFile), readDeepIndex(deepFile));

/** What the list must show for a text: category paths, then article paths. */
function expected(text: string): string[] {
  const outcome = search(whole, text);
  if (!outcome) return [];
  return [
    ...outcome.categories.map((c) => whole.categories[c]?.path ?? ""),
    ...outcome.articles.map((hit) => paths.article(whole.article(hit.id)?.slug ?? "")),
  ];
}

/** A page whose search box reads the split index; every index file it fetched is recorded. */
async function splitPage(): Promise<{ page: Page; fetched: string[] }> {
  // A service worker would answer the page's fetches where routing cannot see them.
  const page = await site.browser.newPage({ serviceWorkers: "block" });
  const fetched: string[] = [];
  await page.route(`${site.url}${paths.searchIndex}`, (route) => {
    fetched.push(paths.searchIndex);
    return route.fulfill({ json: base });
  });
  await page.route(`${site.url}${paths.searchParts}/**`, (route) => {
    const file = new URL(route.request().url()).pathname;
    fetched.push(file);
    const body = parts.get(file);
    return body ? route.fulfill({ json: body }) : route.fulfill({ status: 404 });
  });
  await page.route(`${site.url}${paths.searchDeepIndex}`, (route) => {
    fetched.push(paths.searchDeepIndex);
    return route.continue();
  });
  return { page, fetched };
}

const shownHrefs = (page: Page) =>
  page
    .locator('[role="search"] [role="option"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute("href")));

describe("search box in the built site, on an index split into files", () => {
  it("answers as the whole index does, letter by letter, fetching only the files it needs", async () => {
    const { page, fetched } = await splitPage();
    await page.goto(`${site.url}/`);
    const input = page.getByRole("combobox", { name: "Makalelerde ara" });
    await input.click();
    // Title words, one of a single letter, descriptions only, a slip, nothing at all.
    for (const query of ["saç bakımı", "c vitamini serumu", "akne", "makyja", "zzzqqq"]) {
      await input.fill("");
      await input.pressSequentially(query);
      const want = expected(query);
      await expect.poll(() => shownHrefs(page), { timeout: 10_000 }).toEqual(want);
      if (want.length === 0)
        await page.getByText(`“${query}” için sonuç bulunamadı.`).waitFor({ timeout: 10_000 });
    }
    expect(fetched[0]).toBe(paths.searchIndex);
    expect(fetched).not.toContain(paths.searchDeepIndex);
    // Descriptions were searched (for "akne"), yet far from every file was fetched.
    expect(fetched.some((file) => file.startsWith(`${paths.searchParts}/d/`))).toBe(true);
    expect(new Set(fetched).size).toBeLessThan((parts.size + 1) / 2);
    await page.close();
  });

  it("says search is unavailable when a word's file cannot be had", async () => {
    const { page } = await splitPage();
    await page.route(`${site.url}${paths.searchParts}/t/**`, (route) => route.abort());
    await page.goto(`${site.url}/`);
    await page.getByRole("combobox", { name: "Makalelerde ara" }).fill("saç");
    await page.getByText(/Arama şu anda kullanılamıyor/).waitFor({ timeout: 10_000 });
    expect(await page.getByRole("option").count()).toBe(0);
    await page.close();
  });
});
