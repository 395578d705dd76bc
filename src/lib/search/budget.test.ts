import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { contentOptionsFrom, loadContent } from "@/lib/content/loading/load-content";
import { readEnv } from "@/lib/env";
import { buildDeepIndex, buildTitleIndex, deepSourceOf } from "./build-index";
import { growCorpus } from "./corpus";

const KB = 1024;
/** The performance issue's budgets, at 10,000 articles. */
const TITLE_BUDGET = 200 * KB;
const DEEP_BUDGET = 1024 * KB;

const { model } = loadContent({
  ...contentOptionsFrom(readEnv({})),
  siteName: "isilti",
});
const templates = model.articles.map((article) => ({ article, source: deepSourceOf(article) }));

const gzipped = (file: unknown) => gzipSync(JSON.stringify(file)).length;

describe("search index sizes at 10,000 articles", () => {
  // Mixed titles, not repeated ones: repetition would compress far better than real titles.
  it("stay within 200 KB (titles) and 1 MB (deep) gzipped", () => {
    const corpus = growCorpus(templates, 10_000, "mixed");
    const articles = corpus.map((c) => c.article);
    const sources = new Map(corpus.map((c) => [c.article, c.source]));
    expect(new Set(articles.map((a) => a.slug)).size).toBe(10_000);
    const title = gzipped(buildTitleIndex(articles, model.categories, model.site.language));
    const deep = gzipped(
      buildDeepIndex(
        articles,
        (a) => sources.get(a) ?? { description: "", headings: [] },
        model.site.language,
      ),
    );
    expect(title).toBeLessThanOrEqual(TITLE_BUDGET);
    expect(deep).toBeLessThanOrEqual(DEEP_BUDGET);
  }, 180_000);
});
