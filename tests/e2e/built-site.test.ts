import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { builtPage, builtPages, resolvesInOut } from "../support/built-html";
import { builtModel } from "../support/site";

const model = builtModel();
const subcategories = model.categories.flatMap((c) => c.children);

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
    for (const [sitePath, file] of builtPages()) {
      const doc = new JSDOM(readFileSync(file, "utf8")).window.document;
      for (const a of doc.querySelectorAll("a[href^='/']")) {
        const href = a.getAttribute("href") ?? "";
        if (!resolvesInOut(href)) broken.push(`${sitePath} → ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
