import { afterAll, describe, expect, it } from "vitest";
import {
  articleFile,
  makeFixture,
  VALID_ARTICLE,
  withPlaceholderImages,
} from "../../../../tests/support/content-fixture";
import { loadContent } from "../loading/load-content";
import { withImages } from "../model/with-images";
import { createQueries } from "./create-queries";
import { homeSections } from "./home-sections";

const fixture = makeFixture();
afterAll(() => fixture.cleanup());
const loaded = loadContent(fixture.options);
// Queries never look at images: one placeholder drawing serves every cover and avatar.
const drawing = { kind: "vector", alt: "", width: 1200, height: 750, src: "/img/x.svg" } as const;
const model = withImages(loaded.model, {
  covers: new Map(loaded.model.articles.map((a) => [a.slug, drawing])),
  avatars: new Map(loaded.model.authors.map((a) => [a.slug, drawing])),
});
const q = createQueries(model, (slug) => loaded.bodies.get(slug) ?? "");

describe("content queries", () => {
  it("finds category and subcategory listings by slug", () => {
    expect(q.categoryListing("cilt")?.category.title).toBe("Cilt");
    expect(q.categoryListing("cilt", ["nem"])?.current?.path).toBe("/cilt/nem");
    expect(q.categoryListing("sac", ["nem"])).toBeUndefined();
    expect(q.categoryListing("yok")).toBeUndefined();
  });

  it("lists a category's and a subcategory's articles newest first", () => {
    expect(q.articlesIn("cilt").map((a) => a.slug)).toEqual(["ikinci-yazi", "birinci-yazi"]);
    expect(q.articlesIn("sac", "boya").map((a) => a.slug)).toEqual(["ucuncu-yazi", "birinci-yazi"]);
  });

  it("lists an author's articles", () => {
    expect(q.articlesBy("ayse-deneme").map((a) => a.slug)).toEqual(["ucuncu-yazi", "birinci-yazi"]);
    expect(q.articlesBy("kimse")).toEqual([]);
  });

  it("relates articles by subcategory, then category, never the article itself", () => {
    const first = q.getArticle("birinci-yazi");
    expect(first && q.related(first).map((a) => a.slug)).toEqual(["ikinci-yazi"]);
  });

  it("links previous and next within the primary subcategory, none past its ends", () => {
    const newest = q.getArticle("ucuncu-yazi");
    const first = q.getArticle("birinci-yazi");
    if (!newest || !first) throw new Error("fixture articles missing");
    // sac/boya lists ucuncu-yazi, then birinci-yazi; birinci-yazi's primary place is cilt/temizlik.
    expect(newest.placement.subcategory?.key).toBe("boya");
    const around = q.adjacent(newest);
    expect(around.previous?.slug).toBe("birinci-yazi");
    expect(around.next).toBeNull();
    expect(first.placement.subcategory?.key).toBe("temizlik");
    expect(q.adjacent(first)).toEqual({ previous: null, next: null });
  });

  it("lists every author for the authors page in Turkish order, with their article counts", () => {
    const directory = q.authorDirectory();
    expect(directory.map((d) => d.author.name)).toEqual(["Ayşe Deneme", "İlker Örnek"]);
    for (const { author, articleCount } of directory)
      expect(articleCount).toBe(model.articles.filter((a) => a.author === author.slug).length);
    expect(directory.reduce((sum, d) => sum + d.articleCount, 0)).toBe(model.articles.length);
  });

  it("reads article bodies through the given reader", () => {
    expect(q.articleHtml("ikinci-yazi")).toContain("İkinci yazının gövdesi.");
  });
});

describe("home sections", () => {
  it("puts the editors' featured picks first and never repeats an article in the newest blocks", () => {
    const home = q.home();
    expect(home.top.map((a) => a.slug)).toEqual(["ikinci-yazi", "ucuncu-yazi", "birinci-yazi"]);
    expect(home.surprising).toEqual([]);
    expect(home.spotlight.category?.key).toBe("cilt");
    expect(home.authors.map((a) => a.slug)).toEqual(["ayse-deneme", "ilker-ornek"]);
  });

  it("fills 'Popüler Makaleler' with the editors' popular picks first, then the newest not shown", () => {
    // Thirty articles, newest first, so every block can fill and the picks are old ones.
    const [first] = model.articles;
    if (!first) throw new Error("fixture has no articles");
    const articles = Array.from({ length: 30 }, (_, i) => ({
      ...first,
      id: `a${i}`,
      slug: `yazi-${i}`,
      date: new Date(Date.UTC(2025, 0, 30 - i)).toISOString(),
    }));
    const popular = ["yazi-27", "yazi-3", "yazi-29"];
    const home = homeSections({
      ...model,
      articles,
      site: { ...model.site, home: { ...model.site.home, featured: ["yazi-29"], popular } },
    });
    // yazi-29 is already a top story and yazi-3 is among the newest: shown once, where first met.
    expect(home.top[0]?.slug).toBe("yazi-29");
    expect(home.popular[0]?.slug).toBe("yazi-27");
    expect(home.popular).toHaveLength(8);
    const everywhere = [...home.top, ...home.surprising, ...home.popular].map((a) => a.slug);
    expect(new Set(everywhere).size).toBe(everywhere.length);
    expect(home.popular.map((a) => a.slug)).not.toContain("yazi-3");
  });
});

describe("the 'other' placement in queries", () => {
  const extra = makeFixture({
    "articles/kayip-alt.md": articleFile({
      ...VALID_ARTICLE,
      slug: "kayip-alt",
      date: "2025-07-01",
      entities: [
        { category: "cilt", subcategories: [{ subcategory: "uydurma", subsubcategories: [] }] },
      ],
    }),
    "articles/kayip-kategori.md": articleFile({
      ...VALID_ARTICLE,
      slug: "kayip-kategori",
      entities: [{ category: "bilinmeyen", subcategories: [] }],
    }),
  });
  afterAll(() => extra.cleanup());
  const withOther = loadContent(extra.options);
  const qo = createQueries(withPlaceholderImages(withOther.model), () => "");

  it("files an unknown subcategory under its category's 'other', shown as its Diğer group", () => {
    expect(qo.hasOther("cilt")).toBe(true);
    expect(qo.hasOther("sac")).toBe(false);
    expect(qo.otherArticles("cilt").map((a) => a.slug)).toEqual(["kayip-alt"]);
    const listing = qo.categoryListing("cilt");
    expect(listing?.hasOther).toBe(true);
    expect(listing?.other.map((a) => a.slug)).toEqual(["kayip-alt"]);
    // Listed in the category's grid like every article of it; not on a subcategory's page.
    expect(listing?.page.items.map((a) => a.slug)).toContain("kayip-alt");
    expect(qo.categoryListing("cilt", ["nem"])?.other).toEqual([]);
    expect(qo.categoryListing("cilt", ["nem"])?.page.items.map((a) => a.slug)).not.toContain(
      "kayip-alt",
    );
  });

  it("places the article in its category (breadcrumb and card), at its own URL", () => {
    const article = qo.getArticle("kayip-alt");
    expect(article?.path).toBe("/articles/kayip-alt");
    expect(article?.placement.category?.key).toBe("cilt");
    expect(article?.placement.subcategory).toBeNull();
  });

  it("files an unknown category under the top-level 'other'", () => {
    expect(qo.otherArticles().map((a) => a.slug)).toEqual(["kayip-kategori"]);
    expect(qo.getArticle("kayip-kategori")?.placement).toEqual({
      category: null,
      subcategory: null,
    });
    expect(q.otherArticles()).toEqual([]);
    expect(q.hasOther("cilt")).toBe(false);
  });
});
