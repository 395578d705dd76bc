/**
 * Drafts and scheduled articles (docs/behaviour.md#drafts-and-scheduled-articles): a build
 * for readers leaves them out of everything a reader or a crawler can reach; a preview build
 * (`npm run dev`) shows them in place.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readEnv } from "@/lib/env";
import { buildDeepIndex, buildTitleIndex, deepSourceOf } from "@/lib/search/build-index";
import { rssFeed } from "@/lib/seo/feed";
import { siteSitemap } from "@/lib/seo/sitemap-xml";
import {
  articleFile,
  fixtureQueries,
  VALID_ARTICLE,
} from "../../../../tests/support/content-fixture";
import { contentOptionsFrom } from "./load-content";

const NOW = new Date("2025-08-01T12:00:00Z");
const DRAFT = "taslak-yazi";
const SCHEDULED = "planli-yazi";
const EDITS = {
  "articles/taslak.md": articleFile({
    ...VALID_ARTICLE,
    slug: DRAFT,
    title: "Henüz Taslak Olan Bir Yazı",
    date: "2025-07-30",
    draft: true,
  }),
  "articles/planli.md": articleFile({
    ...VALID_ARTICLE,
    slug: SCHEDULED,
    title: "İleri Bir Tarihe Planlanmış Yazı",
    date: "2025-08-15",
  }),
};

const build = (unpublished: "hide" | "show", now = NOW) =>
  fixtureQueries(EDITS, { now, unpublished });

/** Every text a reader or crawler can get from the build, joined: pages' data, feed, sitemap, indexes. */
function everything({ loaded, queries }: ReturnType<typeof build>): string {
  const listings = queries
    .categoryListingParams()
    .map(({ category, rest }) => queries.categoryListing(category, rest));
  const authorPages = queries
    .authorListingParams()
    .map(({ slug, rest }) => queries.authorListing(slug, rest));
  const related = queries.articles.flatMap((a) => [
    ...queries.related(a),
    queries.adjacent(a).previous,
    queries.adjacent(a).next,
  ]);
  return JSON.stringify([
    queries.articles.map((a) => a.slug),
    queries.home(),
    listings,
    authorPages,
    queries.authorDirectory(),
    related,
    queries.otherArticles(),
    rssFeed(queries),
    siteSitemap(queries),
    buildTitleIndex(queries.articles, queries.categories, queries.site.language),
    buildDeepIndex(queries.articles, deepSourceOf, queries.site.language),
    [...loaded.bodies.keys()],
    loaded.images.map((i) => i.owner.slug),
  ]);
}

describe("a build for readers", () => {
  it("leaves drafts and scheduled articles out of every page, listing, feed, sitemap and index", () => {
    const result = build("hide");
    const text = everything(result);
    for (const slug of [DRAFT, SCHEDULED]) expect(text, slug).not.toContain(slug);
    expect(text).not.toContain("Henüz Taslak");
    expect(text).not.toContain("Planlanmış");
    expect(result.queries.getArticle(DRAFT)).toBeUndefined();
    expect(result.queries.getArticle(SCHEDULED)).toBeUndefined();
    // The counts too: the author's page and the directory count published articles only.
    const author = result.queries
      .authorDirectory()
      .find((a) => a.author.slug === VALID_ARTICLE.author);
    expect(author?.articleCount).toBe(result.queries.articlesBy(VALID_ARTICLE.author).length);
  });

  it("names what it left out, and why", () => {
    const { loaded } = build("hide");
    expect(
      loaded.held
        .map(({ slug, reason }) => ({ slug, reason }))
        .sort((a, b) => a.slug.localeCompare(b.slug)),
    ).toEqual([
      { slug: SCHEDULED, reason: "scheduled" },
      { slug: DRAFT, reason: "draft" },
    ]);
    for (const held of loaded.held)
      expect(held.file).toMatch(/content\/articles\/(taslak|planli)\.md$/);
  });

  it("publishes a scheduled article with the first build on or after its date, never a draft", () => {
    const { queries, loaded } = build("hide", new Date("2025-08-15T00:00:00Z"));
    expect(queries.getArticle(SCHEDULED)?.title).toBe("İleri Bir Tarihe Planlanmış Yazı");
    expect(rssFeed(queries)).toContain(SCHEDULED);
    expect(queries.getArticle(DRAFT)).toBeUndefined();
    expect(loaded.held.map((h) => h.slug)).toEqual([DRAFT]);
  });
});

describe("a preview build (npm run dev)", () => {
  it("shows drafts and scheduled articles in place, and holds nothing back", () => {
    const result = build("show");
    const text = everything(result);
    for (const slug of [DRAFT, SCHEDULED]) expect(text, slug).toContain(slug);
    expect(result.loaded.held).toEqual([]);
  });
});

describe("which builds preview", () => {
  it("only the one CONTENT_PREVIEW asks for (npm run dev); every other build is for readers", () => {
    expect(contentOptionsFrom(readEnv({})).unpublished).toBe("hide");
    expect(contentOptionsFrom(readEnv({ CONTENT_PREVIEW: "1" })).unpublished).toBe("show");
  });

  it("BUILD_DATE is the build's now: it publishes what is due then, and dates the footer", () => {
    const { now } = contentOptionsFrom(readEnv({ BUILD_DATE: "2025-08-15" }));
    expect(now?.toISOString()).toBe("2025-08-15T00:00:00.000Z");
    const due = build("hide", now);
    expect(due.queries.getArticle(SCHEDULED)).toBeDefined();
    expect(build("hide").queries.getArticle(SCHEDULED)).toBeUndefined();
    // 31 December 21:00 UTC is already the new year in Istanbul.
    expect(build("hide", new Date("2025-12-31T21:00:00Z")).queries.copyrightYear()).toBe(2026);
    expect(due.queries.copyrightYear()).toBe(2025);
  });

  it("npm run dev is such a build, and npm run build is not", () => {
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<
      string,
      string
    >;
    expect(scripts.dev).toMatch(/^CONTENT_PREVIEW=1 /);
    expect(scripts.build).not.toContain("CONTENT_PREVIEW");
  });
});
