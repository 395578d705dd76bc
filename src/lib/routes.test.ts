import { describe, expect, it } from "vitest";
import { fixtureQueries } from "../../tests/support/content-fixture";
import { articlePage, authorPage, categoryPage, listingRestParam, staticPage } from "./routes";

describe("route helpers", () => {
  const data = fixtureQueries().queries;

  it("turn a listing's segments into a rest parameter and back", () => {
    expect(listingRestParam([])).toBeUndefined();
    expect(listingRestParam(["sayfa", "2"])).toBe("sayfa/2");
  });

  it("give an article with its author", () => {
    const [first] = data.articles;
    if (!first) throw new Error("fixture has no article");
    const { article, author } = articlePage(data, first.slug);
    expect(article.slug).toBe(first.slug);
    expect(author.slug).toBe(first.author);
  });

  it("give a category listing and the SEO facts of that page", () => {
    const [category] = data.categories;
    if (!category) throw new Error("fixture has no category");
    const { listing, seo } = categoryPage(data, category.slug, undefined);
    expect(listing.category.key).toBe(category.key);
    expect(seo).toMatchObject({ kind: "listing", page: 1, sub: null });
  });

  it("stop the build naming the address a route asked for and the content lacks", () => {
    expect(() => articlePage(data, "yok-boyle")).toThrow(/the article "yok-boyle"/);
    expect(() => categoryPage(data, "yok", "sayfa/9")).toThrow(/\/yok\/sayfa\/9/);
    expect(() => authorPage(data, "kimse", undefined)).toThrow(/\/authors\/kimse/);
    expect(() => staticPage(data, "yok")).toThrow(/static page "yok"/);
  });
});
