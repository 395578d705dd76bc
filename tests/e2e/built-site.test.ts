import { describe, expect, it } from "vitest";
import { builtPage, builtPages, resolvesInOut } from "../support/built-html";
import { builtModel } from "../support/site";

const model = await builtModel();
const subcategories = model.categories.flatMap((c) => c.children);
const pages = builtPages();

/** Article cards on a listing page: the grid's <article> elements. */
const cardCount = (doc: Document) => doc.querySelectorAll("main ul article").length;

describe("the built site's listings", () => {
  it("has 42 subcategory pages, each listing at least 2 articles", () => {
    expect(subcategories).toHaveLength(42);
    for (const sub of subcategories) {
      expect(cardCount(builtPage(sub.path)), sub.path).toBeGreaterThanOrEqual(2);
    }
  });

  it("lists at least one article on every author page", () => {
    for (const author of model.authors) {
      expect(cardCount(builtPage(author.path)), author.path).toBeGreaterThanOrEqual(1);
    }
  });

  it("lists on each category page every article of its subcategories", () => {
    for (const category of model.categories) {
      const listed = new Set(
        [...builtPage(category.path).querySelectorAll("main ul article h2 a")].map((a) =>
          a.getAttribute("href"),
        ),
      );
      for (const sub of category.children) {
        for (const a of builtPage(sub.path).querySelectorAll("main ul article h2 a")) {
          expect(
            listed.has(a.getAttribute("href")),
            `${category.path} lacks ${a.getAttribute("href")}`,
          ).toBe(true);
        }
      }
    }
  });
});

describe("links in the built site", () => {
  it("has no broken internal link on any page", () => {
    const broken: string[] = [];
    for (const [sitePath, doc] of pages) {
      for (const a of doc.querySelectorAll("a[href^='/']")) {
        const href = a.getAttribute("href") ?? "";
        if (!resolvesInOut(href)) broken.push(`${sitePath} → ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("fonts in the built site", () => {
  it("preloads the site's two font files on every page, the not-found page included", () => {
    const expected = [...builtPage("/").querySelectorAll('link[rel="preload"][as="font"]')].map(
      (link) => link.getAttribute("href"),
    );
    expect(expected).toHaveLength(2);
    for (const [sitePath, doc] of pages) {
      const fonts = [...doc.querySelectorAll('head link[rel="preload"][as="font"]')].map((link) =>
        link.getAttribute("href"),
      );
      expect(fonts, sitePath).toEqual(expected);
    }
  });
});

describe("images in the built site", () => {
  it("gives every <img> an alt, a width and a height", () => {
    const bad: string[] = [];
    for (const [sitePath, doc] of pages) {
      for (const img of doc.querySelectorAll("img")) {
        for (const attribute of ["alt", "width", "height"]) {
          if (!img.hasAttribute(attribute))
            bad.push(`${sitePath}: <img src="${img.getAttribute("src")}"> lacks ${attribute}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it("references no image file that is missing", () => {
    const missing = new Set<string>();
    for (const [sitePath, doc] of pages) {
      const urls = [
        ...[...doc.querySelectorAll("img")].map((img) => img.getAttribute("src") ?? ""),
        ...[...doc.querySelectorAll("source, img")].flatMap((el) =>
          (el.getAttribute("srcset") ?? "")
            .split(",")
            .map((part) => part.trim().split(" ")[0] ?? ""),
        ),
      ].filter((url) => url.startsWith("/"));
      for (const url of urls) if (!resolvesInOut(url)) missing.add(`${sitePath} → ${url}`);
    }
    expect([...missing]).toEqual([]);
  });

  it("shows a cover on every card, large cards in 'En Büyük Hikayeler'", () => {
    const home = builtPage("/");
    const cards = [...home.querySelectorAll("main article")];
    expect(cards.length).toBeGreaterThan(20);
    for (const card of cards)
      expect(card.querySelector("img"), card.textContent ?? "").not.toBeNull();
    const top = home.querySelector('section[aria-labelledby="en-buyuk-hikayeler"]');
    expect(top?.querySelectorAll("article")).toHaveLength(4);
    expect(top?.querySelectorAll('article[class*="large"]')).toHaveLength(4);
  });

  it("loads the article hero eagerly with high priority, and lazily below the fold", () => {
    for (const article of model.articles.slice(0, 10)) {
      const doc = builtPage(article.path);
      const hero = doc.querySelector("main figure img");
      expect(hero?.getAttribute("loading"), article.path).toBe("eager");
      expect(hero?.getAttribute("fetchpriority"), article.path).toBe("high");
      const related = [...doc.querySelectorAll('section[aria-labelledby="ilgili-yazilar"] img')];
      expect(related.length).toBeGreaterThan(0);
      for (const img of related) expect(img.getAttribute("loading")).toBe("lazy");
    }
  });
});
