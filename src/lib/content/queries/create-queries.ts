import { dictionary } from "@/lib/i18n";
import { currentYear } from "@/lib/i18n/format";
import { paths } from "@/lib/paths";
import type { AuthorListing, CategoryListing, ContentQueries } from "../content-queries";
import type { ContentModel } from "../loading/load-content";
import { idsUnder, splitChildKeys } from "../model/article-index";
import { OTHER } from "../model/other-key";
import type { ArticleSummary, Author, TocEntry } from "../types";
import { adjacencyIn, firstOthers } from "./adjacent-articles";
import { homeSections } from "./home-sections";
import { allListingSegments, parseListingSegments } from "./listing-segments";
import { listingPage } from "./pagination";
import { partnerLinksFor } from "./partner-links-by-path";

/** The content queries, answered from one validated model and a reader of article bodies. */
export function createQueries(
  model: ContentModel,
  readBody: (slug: string) => string,
): ContentQueries {
  const articleBySlug = new Map(model.articles.map((a) => [a.slug, a]));
  const authorBySlug = new Map(model.authors.map((a) => [a.slug, a]));
  const newestFirst = (ids: Iterable<string>) => {
    const wanted = new Set(ids);
    return model.articles.filter((a) => wanted.has(a.id));
  };
  // Every page of a listing, its metadata and each of its articles' pages (related, previous
  // and next) ask for the same lists: worked out once per process, not per page (at 10,000
  // articles that was 10,000 scans of the model per build worker).
  const lists = new Map<string, ArticleSummary[]>();
  const memo = (key: string, make: () => ArticleSummary[]) => {
    let list = lists.get(key);
    if (!list) {
      list = make();
      lists.set(key, list);
    }
    return list;
  };
  const articlesIn = (categoryKey: string, subKey?: string) =>
    memo(`in\0${categoryKey}\0${subKey ?? ""}`, () =>
      newestFirst(idsUnder(model.index, categoryKey, subKey)),
    );
  // Whether a category (or, for OTHER, the top level) has an `other` bucket.
  const hasOther = (categoryKey: string) =>
    splitChildKeys(categoryKey === OTHER ? model.index : model.index[categoryKey]).hasOther;
  // A category's `other` bucket, or the top-level one (unknown categories) without a key.
  const otherArticles = (categoryKey: string = OTHER) =>
    memo(`other\0${categoryKey}`, () =>
      hasOther(categoryKey) ? newestFirst(idsUnder(model.index, categoryKey, OTHER)) : [],
    );
  const adjacency = new Map<string, ReturnType<typeof adjacencyIn<ArticleSummary>>>();
  const adjacencyOf = (categoryKey: string, subKey?: string) => {
    const key = `${categoryKey}\0${subKey ?? ""}`;
    let lookup = adjacency.get(key);
    if (!lookup) {
      lookup = adjacencyIn(articlesIn(categoryKey, subKey));
      adjacency.set(key, lookup);
    }
    return lookup;
  };
  const articlesBy = (authorSlug: string) =>
    memo(`by\0${authorSlug}`, () => model.articles.filter((a) => a.author === authorSlug));

  return {
    site: model.site,
    categories: model.categories,
    articles: model.articles,
    authors: model.authors,
    pages: model.pages,

    articlesIn(categoryKey: string, subKey?: string): ArticleSummary[] {
      return articlesIn(categoryKey, subKey);
    },

    otherArticles(categoryKey?: string): ArticleSummary[] {
      return otherArticles(categoryKey);
    },

    hasOther(categoryKey: string): boolean {
      return hasOther(categoryKey);
    },

    categoryListing(
      categorySlug: string,
      segments?: readonly string[],
    ): CategoryListing | undefined {
      const category = model.categories.find((c) => c.slug === categorySlug);
      const address = parseListingSegments(segments, { allowSub: true });
      if (!category || !address) return undefined;
      const current = address.sub ? category.children.find((c) => c.slug === address.sub) : null;
      if (current === undefined) return undefined;
      const articles = articlesIn(category.key, current?.key);
      const page = listingPage(articles, address.page);
      if (!page) return undefined;
      const path = paths.listingPage((current ?? category).path, page.page);
      const other = current === null && page.page === 1 ? otherArticles(category.key) : [];
      return { category, current, page, other, hasOther: hasOther(category.key), path };
    },

    categoryListingParams(): { category: string; rest: string[] }[] {
      return model.categories.flatMap((category) =>
        [null, ...category.children].flatMap((sub) =>
          allListingSegments(
            sub?.slug ?? null,
            idsUnder(model.index, category.key, sub?.key).length,
          ).map((rest) => ({ category: category.slug, rest })),
        ),
      );
    },

    authorListing(authorSlug: string, segments?: readonly string[]): AuthorListing | undefined {
      const author = authorBySlug.get(authorSlug);
      const address = parseListingSegments(segments, { allowSub: false });
      if (!author || !address) return undefined;
      const page = listingPage(articlesBy(author.slug), address.page);
      if (!page) return undefined;
      return { author, page, path: paths.listingPage(author.path, page.page) };
    },

    authorListingParams(): { slug: string; rest: string[] }[] {
      return model.authors.flatMap((author) =>
        allListingSegments(null, articlesBy(author.slug).length).map((rest) => ({
          slug: author.slug,
          rest,
        })),
      );
    },

    getArticle(slug: string): ArticleSummary | undefined {
      return articleBySlug.get(slug);
    },

    articleHtml(slug: string): string {
      return readBody(slug);
    },

    articleToc(slug: string): TocEntry[] {
      return model.tocs[slug] ?? [];
    },

    adjacent(article: ArticleSummary): {
      previous: ArticleSummary | null;
      next: ArticleSummary | null;
    } {
      const { category, subcategory } = article.placement;
      if (!category) return { previous: null, next: null };
      return adjacencyOf(category.key, subcategory?.key)(article.slug);
    },

    getAuthor(slug: string): Author | undefined {
      return authorBySlug.get(slug);
    },

    articlesBy(authorSlug: string): ArticleSummary[] {
      return articlesBy(authorSlug);
    },

    related(article: ArticleSummary, count = 4): ArticleSummary[] {
      const { category, subcategory } = article.placement;
      if (!category) return [];
      const lists = [
        ...(subcategory ? [articlesIn(category.key, subcategory.key)] : []),
        articlesIn(category.key),
      ];
      return firstOthers(lists, article.slug, count);
    },

    getPage(slug: string) {
      return model.pages.find((p) => p.slug === slug);
    },

    home() {
      return homeSections(model);
    },

    authorDirectory(): { author: Author; articleCount: number }[] {
      return [...model.authors]
        .sort((a, b) => a.name.localeCompare(b.name, "tr"))
        .map((author) => ({ author, articleCount: articlesBy(author.slug).length }));
    },

    partnerLinksFor(pagePath: string): string[] {
      return partnerLinksFor(model.partnerLinks, pagePath);
    },

    copyrightYear(): number {
      return currentYear(dictionary(model.site.language).timeZone, new Date(model.builtAt));
    },
    partnerNewUrl(): string {
      return model.partnerLinks.newUrl;
    },
  };
}
