import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { contentOptionsFrom, loadContent } from "@/lib/content/loading/load-content";
import { readEnv } from "@/lib/env";
import { paths } from "@/lib/paths";
import {
  firstAnswerFiles,
  shown,
  splitSearcher,
  viaJson,
} from "../../../tests/support/search-shapes";
import { deepSourceOf } from "./build-index";
import { growCorpus } from "./corpus";
import { readDeepIndex, readTitleIndex } from "./engine";
import { search } from "./search";
import { FIRST_RESULT_BUDGET, searchFiles } from "./site-files";
import { wholeSource } from "./whole-source";

const KB = 1024;
/** The whole files' budgets at 10,000 articles, for a site that keeps them whole. */
const TITLE_BUDGET = 200 * KB;
const DEEP_BUDGET = 1024 * KB;

const { model } = loadContent({
  ...contentOptionsFrom(readEnv({})),
  siteName: "isilti",
});
const templates = model.articles.map((article) => ({ article, source: deepSourceOf(article) }));
const queries = (
  JSON.parse(readFileSync("tests/fixtures/search-queries.json", "utf8")) as {
    queries: { q: string }[];
  }
).queries.map((c) => c.q);

/** As nginx sends JSON: gzip at level 5. */
const gzipped = (file: unknown) => gzipSync(JSON.stringify(file), { level: 5 }).length;

// Mixed titles, not repeated ones: repetition would compress far better than real titles.
const corpus = growCorpus(templates, 10_000, "mixed");
const articles = corpus.map((c) => c.article);
const sources = new Map(corpus.map((c) => [c.article, c.source]));
const build = (shape: "auto" | "whole" | "split") =>
  searchFiles(
    articles,
    model.categories,
    (a) => sources.get(a) ?? { description: "", headings: [] },
    model.site.language,
    shape,
  );

describe("search at 10,000 articles", () => {
  const files = build("auto");

  it("has whole files within 200 KB (titles) and 1 MB (deep) gzipped", () => {
    expect(new Set(articles.map((a) => a.slug)).size).toBe(10_000);
    expect(gzipped(files.title)).toBeLessThanOrEqual(TITLE_BUDGET);
    expect(gzipped(files.deep)).toBeLessThanOrEqual(DEEP_BUDGET);
  });

  it("is split, where the bundled site keeps one file", () => {
    const bundled = searchFiles(
      model.articles,
      model.categories,
      deepSourceOf,
      model.site.language,
    );
    expect(bundled.split).toBeNull();
    expect(files.split).not.toBeNull();
  });

  it(`costs a reader at most ${FIRST_RESULT_BUDGET[10_000] / KB} KB before the first result of every query`, () => {
    const split = files.split;
    if (!split) throw new Error("not split");
    const sizes = new Map<string, number>();
    const size = (path: string, file: unknown) => {
      if (!sizes.has(path)) sizes.set(path, gzipped(file));
      return sizes.get(path) ?? 0;
    };
    const largest = Math.max(
      ...queries.map((q) =>
        firstAnswerFiles(split.base, split.parts, q).reduce(
          (sum, path) => sum + size(path, split.parts.get(path)),
          size(paths.searchIndex, split.base),
        ),
      ),
    );
    expect(largest).toBeLessThanOrEqual(FIRST_RESULT_BUDGET[10_000]);
  });

  it("answers every keystroke of the query set split as whole", () => {
    const whole = wholeSource(
      readTitleIndex(viaJson(files.title)),
      readDeepIndex(viaJson(files.deep)),
    );
    const split = splitSearcher(files.title, files.deep, () => files.split?.base.split ?? fail());
    for (const q of queries) {
      for (let n = 1; n <= q.length; n++) {
        const text = q.slice(0, n);
        expect(shown(split.search(text), split.index), text).toEqual(
          shown(search(whole, text), whole),
        );
      }
    }
  });
}, 300_000);

function fail(): never {
  throw new Error("not split");
}
