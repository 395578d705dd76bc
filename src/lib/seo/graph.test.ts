import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "@/lib/content/loading/load-content";
import { createQueries } from "@/lib/content/queries/create-queries";
import { makeFixture, withPlaceholderImages } from "../../../tests/support/content-fixture";
import { graphProblems } from "../../../tests/support/structured-data";
import { graphIds, pageGraph, serializeJsonLd } from "./graph";
import type { SeoPage } from "./page-facts";

const fixture = makeFixture();
afterAll(() => fixture.cleanup());
const q = createQueries(withPlaceholderImages(loadContent(fixture.options).model), () => "");
const { site } = q;
const article = q.getArticle("ucuncu-yazi");
const author = article && q.getAuthor(article.author);
const listing = q.categoryListing("sac", ["boya"]);
const found = listing?.current ? { category: listing.category, sub: listing.current } : undefined;
const terms = q.getPage("terms");
const about = q.getPage("about-us");
if (!article || !author || !found || !terms || !about) throw new Error("fixture content missing");

const nodeOf = (page: SeoPage, type: string) =>
  pageGraph(site, page)["@graph"].find((n) => (n as { "@type": string })["@type"] === type) as
    | Record<string, unknown>
    | undefined;

describe("pageGraph", () => {
  const cases: [
    string,
    SeoPage,
    Parameters<typeof graphProblems>[1]["kind"],
    string | undefined,
  ][] = [
    ["home", { kind: "home" }, "home", site.url],
    ["article", { kind: "article", article, author }, "article", `${site.url}${article.path}`],
    ["category", { kind: "listing", category: found.category }, "listing", `${site.url}/sac`],
    ["subcategory", { kind: "listing", ...found }, "listing", `${site.url}/sac/boya`],
    ["page 2", { kind: "listing", ...found, page: 2 }, "listing", `${site.url}/sac/boya/sayfa/2`],
    ["author", { kind: "author", author }, "author", `${site.url}${author.path}`],
    ["authors", { kind: "authors" }, "authors", `${site.url}/authors`],
    ["terms", { kind: "static", page: terms }, "static", `${site.url}/terms`],
    ["about", { kind: "static", page: about }, "about", `${site.url}/info/about-us`],
    ["sitemap", { kind: "sitemap" }, "sitemap", `${site.url}/sitemap`],
    [
      "404",
      { kind: "error", status: 404, title: "Yok", description: "Sayfa yok." },
      "error",
      undefined,
    ],
  ];
  it.each(cases)(
    "gives the %s page a valid graph whose references all resolve",
    (_, page, kind, url) => {
      expect(graphProblems(pageGraph(site, page), { kind, url, origin: site.url })).toEqual([]);
    },
  );

  it("links the Article to its author, the publisher and the social card", () => {
    const node = nodeOf({ kind: "article", article, author }, "Article");
    expect(node).toMatchObject({
      headline: article.title,
      author: { "@id": graphIds.person(site, author) },
      publisher: { "@id": graphIds.organization(site) },
      image: { "@id": `${site.url}${article.path}#primaryimage` },
      inLanguage: "tr-TR",
      articleSection: ["Saç", "Boya"],
      wordCount: article.wordCount,
      datePublished: article.date,
    });
    const image = nodeOf({ kind: "article", article, author }, "ImageObject");
    expect(image?.url).toBe(`${site.url}/og/articles/ucuncu-yazi.png`);
  });

  it("has no SearchAction: the site has no search URL", () => {
    const json = JSON.stringify(pageGraph(site, { kind: "home" }));
    expect(json).not.toContain("SearchAction");
    expect(json).not.toContain("potentialAction");
  });

  it("names the later page of a listing and ends its breadcrumb there", () => {
    const graph = pageGraph(site, { kind: "listing", ...found, page: 3 });
    const page = graph["@graph"].find(
      (n) => (n as { "@type": string })["@type"] === "CollectionPage",
    );
    expect((page as { name: string }).name).toBe("Boya · Saç – Sayfa 3");
    const crumbs = nodeOf({ kind: "listing", ...found, page: 3 }, "BreadcrumbList");
    expect(crumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Ana sayfa", item: site.url },
      { "@type": "ListItem", position: 2, name: "Saç", item: `${site.url}/sac` },
      { "@type": "ListItem", position: 3, name: "Boya", item: `${site.url}/sac/boya` },
      { "@type": "ListItem", position: 4, name: "Sayfa 3", item: `${site.url}/sac/boya/sayfa/3` },
    ]);
  });

  it("the checker catches a dangling reference and a missing node", () => {
    const graph = pageGraph(site, { kind: "article", article, author });
    const broken = {
      ...graph,
      "@graph": graph["@graph"].filter((n) => (n as { "@type": string })["@type"] !== "Person"),
    };
    expect(graphProblems(broken, { kind: "article", origin: site.url })).toEqual(
      expect.arrayContaining([
        `@id reference ${graphIds.person(site, author)} resolves to no node`,
        "Article.author is not a Person reference",
      ]),
    );
  });

  it("cannot be broken out of its script tag by content", () => {
    const hostile = { ...article, title: "Başlık </script><script>alert(1)</script>" };
    const json = serializeJsonLd(pageGraph(site, { kind: "article", article: hostile, author }));
    expect(json).not.toContain("</script>");
    expect(JSON.stringify(JSON.parse(json))).toContain(hostile.title);
  });
});
