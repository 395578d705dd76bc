import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentOptionsFrom, loadContent } from "@/lib/content/loading/load-content";
import { createQueries } from "@/lib/content/queries/create-queries";
import { readEnv } from "@/lib/env";
import { foldTurkish } from "@/lib/text/turkish";
import { withPlaceholderImages } from "../../../tests/support/content-fixture";
import { shown, splitSearcher } from "../../../tests/support/search-shapes";
import { buildDeepIndex, buildTitleIndex, deepSourceOf } from "./build-index";
import { readDeepIndex, readTitleIndex } from "./engine";
import { MAX_RESULTS } from "./query";
import { search } from "./search";
import { layoutFor } from "./split-layout";
import { wholeSource } from "./whole-source";

interface QueryCase {
  q: string;
  relevant: string[];
  categories?: string[];
}
const { queries } = JSON.parse(readFileSync("tests/fixtures/search-queries.json", "utf8")) as {
  queries: QueryCase[];
};

// The bundled content, through the same calls the two index routes make.
const { model, bodies } = loadContent({
  ...contentOptionsFrom(readEnv({})),
  siteName: "isilti",
});
const site = createQueries(withPlaceholderImages(model), (slug) => bodies.get(slug) ?? "");
const titleFile = buildTitleIndex(site.articles, site.categories, site.site.language);
const deepFile = buildDeepIndex(site.articles, deepSourceOf, site.site.language);
// As the browser gets them: JSON.
const title = readTitleIndex(JSON.parse(JSON.stringify(titleFile)));
const deep = readDeepIndex(JSON.parse(JSON.stringify(deepFile)));

/** What the search box shows: titles first; the deep index joins when titles give too few. */
function results(text: string) {
  const first = search(wholeSource(title), text);
  const outcome = first?.needsDeep ? search(wholeSource(title, deep), text) : first;
  if (!outcome) throw new Error(`"${text}" was not searched`);
  return {
    slugs: outcome.articles.map((hit) => title.articles[hit.id]?.slug ?? ""),
    tiers: outcome.articles.map((hit) => hit.tier),
    categories: outcome.categories.map((c) => title.categories[c]?.path ?? ""),
  };
}

describe("the reader's query set", () => {
  it("has 40+ realistic queries, each naming articles that exist", () => {
    expect(queries.length).toBeGreaterThanOrEqual(40);
    const slugs = new Set(model.articles.map((a) => a.slug));
    for (const { q, relevant } of queries) {
      expect(relevant.length, q).toBeGreaterThan(0);
      for (const slug of relevant) expect(slugs.has(slug), `${q}: ${slug}`).toBe(true);
    }
    // Typed with and without Turkish letters, several words, one spelling slip.
    const titleOf = new Map(model.articles.map((a) => [a.slug, a.title]));
    const plain = queries.filter(
      (c) =>
        !/[çğıöşüİ]/i.test(c.q) && c.relevant.some((s) => /[çğıöşüİ]/i.test(titleOf.get(s) ?? "")),
    );
    expect(plain.length).toBeGreaterThanOrEqual(5);
    expect(queries.filter((c) => c.q.split(" ").length >= 3).length).toBeGreaterThanOrEqual(5);
  });

  it("finds a relevant article in the first 3 results for at least 90% of the queries", () => {
    const misses = queries.filter(({ q, relevant }) =>
      results(q)
        .slugs.slice(0, 3)
        .every((slug) => !relevant.includes(slug)),
    );
    const missed = `missed: ${misses.map((c) => c.q).join(", ")}`;
    expect(1 - misses.length / queries.length, missed).toBeGreaterThanOrEqual(0.9);
  });

  it("offers the expected category listings above the articles", () => {
    for (const { q, categories } of queries) {
      if (categories) expect(results(q).categories, q).toEqual(expect.arrayContaining(categories));
    }
  });

  it("ranks every all-words match (all typed words in the title) above every other match", () => {
    for (const { q } of queries) {
      const words = foldTurkish(q).split(" ");
      const rule = new Set(
        model.articles
          .filter((a) => words.every((w) => foldTurkish(a.title).includes(w)))
          .map((a) => a.slug),
      );
      const { slugs, tiers } = results(q);
      const shown = Math.min(rule.size, MAX_RESULTS);
      expect(
        slugs.slice(0, shown).every((s) => rule.has(s)),
        q,
      ).toBe(true);
      expect(
        slugs.slice(shown).some((s) => rule.has(s)),
        q,
      ).toBe(false);
      expect(
        tiers.slice(0, shown).every((t) => t === 1),
        q,
      ).toBe(true);
    }
  });
});

describe("the query set on the site's index split into files", () => {
  // The layout of a 100,000-article archive, and one with a few files of each kind.
  it.each([
    ["as a large archive splits it", (_: number, gram: number) => layoutFor(100_000, gram)],
    ["into a few files of each kind", undefined],
  ])("answers every keystroke as the whole index does (%s)", (_, layout) => {
    const whole = wholeSource(title, deep);
    const split = splitSearcher(titleFile, deepFile, layout);
    for (const { q } of queries) {
      for (let n = 1; n <= q.length; n++) {
        const text = q.slice(0, n);
        expect(shown(split.search(text), split.index), text).toEqual(
          shown(search(whole, text), whole),
        );
      }
    }
  });
});
