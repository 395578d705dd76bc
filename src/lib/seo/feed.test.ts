import { XMLParser } from "fast-xml-parser";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "@/lib/content/loading/load-content";
import type { ArticleSummary } from "@/lib/content/types";
import { makeFixture, withPlaceholderImages } from "../../../tests/support/content-fixture";
import { rssFeed } from "./feed";

const fixture = makeFixture();
afterAll(() => fixture.cleanup());
const model = withPlaceholderImages(loadContent(fixture.options).model);
const template = model.articles[0] as ArticleSummary;

/** `count` articles, one a day from 2025-01-01, in slug order (not date order). */
const manyArticles = (count: number): ArticleSummary[] =>
  Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2025, 0, 1 + i)).toISOString();
    return {
      ...template,
      slug: `yazi-${i}`,
      path: `/articles/yazi-${i}`,
      date: day,
      updated: null,
    };
  }).sort((a, b) => a.slug.localeCompare(b.slug));

const parse = (xml: string) => new XMLParser({ ignoreAttributes: false }).parse(xml);

describe("rssFeed", () => {
  it("carries the newest 50 articles, newest first, with absolute links", () => {
    const xml = rssFeed({ ...model, articles: manyArticles(70) });
    const channel = parse(xml).rss.channel;
    expect(channel.item).toHaveLength(50);
    expect(channel.item[0].link).toBe(`${model.site.url}/articles/yazi-69`);
    expect(channel.item.at(-1).link).toBe(`${model.site.url}/articles/yazi-20`);
    for (const item of channel.item) {
      expect(item.link).toMatch(/^https:\/\/deneme\.example\.com\/articles\/yazi-\d+$/);
      expect(item.guid["#text"]).toBe(item.link);
    }
  });

  it("is Turkish RSS 2.0 with description, author, category and pubDate on each item", () => {
    const channel = parse(rssFeed(model)).rss.channel;
    expect(channel.language).toBe("tr");
    expect(channel.title).toBe(model.site.title);
    const items = [channel.item].flat();
    expect(items).toHaveLength(model.articles.length);
    const newest = items[0];
    const article = model.articles[0] as ArticleSummary;
    expect(newest.title).toBe(article.title);
    expect(newest.description).toBe(article.description);
    expect(newest.pubDate).toBe(new Date(article.date).toUTCString());
    expect(newest.author).toBe(`${model.site.email} (Ayşe Deneme)`);
    expect([newest.category].flat().map((c: { "#text": string }) => c["#text"])).toEqual([
      "Saç",
      "Boya",
    ]);
  });

  it("is the same file for the same content: lastBuildDate is the newest change, not now", () => {
    const first = rssFeed(model);
    expect(rssFeed(model)).toBe(first);
    // ikinci-yazi was updated on 2025-04-01, the newest change is ucuncu-yazi's date, 2025-06-01.
    expect(parse(first).rss.channel.lastBuildDate).toBe(
      new Date("2025-06-01T00:00:00Z").toUTCString(),
    );
  });

  it("escapes titles and descriptions that look like markup", () => {
    const hostile = {
      ...template,
      title: "A & B </title><script>x</script>",
      description: "]]> <b>",
    };
    const channel = parse(rssFeed({ ...model, articles: [hostile] })).rss.channel;
    expect(channel.item.title).toBe(hostile.title);
    expect(channel.item.description).toBe(hostile.description);
  });
});
