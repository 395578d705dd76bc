import { paths } from "@/lib/paths";
import { idsUnder, splitChildKeys } from "./article-index";
import { adjacentArticles } from "./article-nav";
import { OTHER } from "./categories";
import { homeSections } from "./home";
import { allListingSegments, parseListingSegments } from "./listings";
import type { ContentModel } from "./load-content";
import { type ListingPage, listingPage } from "./pagination";
import { partnerLinksFor } from "./partner-paths";
import type { ArticleSummary, Author, CategoryNode, TocEntry } from "./types";

/** One page of a category's or subcategory's listing. */
export interface CategoryListing {
  category: CategoryNode;
  /** The subcategory shown, or null on the category's own listing. */
  current: CategoryNode | null;
  page: ListingPage<ArticleSummary>;
  /**
   * The "Diğer" group: articles filed under the category's `other` (a subcategory the tree
   * does not know, or none), newest first. Only on the first page of the category's own
   * listing; they are in its grid too, like every article of the category.
   */
  other: ArticleSummary[];
  /** Whether the category has a "Diğer" group at all (the chip links to it from every page). */
  hasOther: boolean;
  /** This page's URL. */
  path: string;
}

/** One page of an author's listing. */
export interface AuthorListing {
  author: Author;
  page: ListingPage<ArticleSummary>;
  path: string;
}

export type ContentQueries = ReturnType<typeof createQueries>;

/** Every question a route asks of the content, answered from one validated model. */
export function createQueries(model: ContentModel, readBody: (slug: string) => string) {
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
  const articlesBy = (authorSlug: string) =>
    memo(`by\0${authorSlug}`, () => model.articles.filter((a) => a.author === authorSlug));

  return {
    site: model.site,
    categories: model.categories,
    articles: model.articles,
    authors: model.authors,
    pages: model.pages,

    findCategory(slug: string): CategoryNode | undefined {
      return model.categories.find((c) => c.slug === slug);
    },

    findSubcategory(
      categorySlug: string,
      subSlug: string,
    ): { category: CategoryNode; sub: CategoryNode } | undefined {
      const category = model.categories.find((c) => c.slug === categorySlug);
      const sub = category?.children.find((c) => c.slug === subSlug);
      return category && sub ? { category, sub } : undefined;
    },

    articlesIn(categoryKey: string, subKey?: string): ArticleSummary[] {
      return articlesIn(categoryKey, subKey);
    },

    /**
     * Articles filed under a category's `other` (unknown or missing subcategory), or, with no
     * key, under the top-level `other` (unknown category); newest first.
     */
    otherArticles(categoryKey?: string): ArticleSummary[] {
      return otherArticles(categoryKey);
    },

    /** Whether a category has a "Diğer" group (child keys plus the flag, docs/behaviour.md#category-tree). */
    hasOther(categoryKey: string): boolean {
      return hasOther(categoryKey);
    },

    /** The listing page a category URL's optional segments address, if it exists. */
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

    /** Route parameters of every category and subcategory listing page. */
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

    /** The article's table of contents; empty when it has fewer than 3 `##` headings. */
    articleToc(slug: string): TocEntry[] {
      return model.tocs[slug] ?? [];
    },

    /**
     * Older (`previous`) and newer (`next`) article in the article's primary subcategory
     * (its category when it has none), newest first as the listing shows them.
     */
    adjacent(article: ArticleSummary): {
      previous: ArticleSummary | null;
      next: ArticleSummary | null;
    } {
      const { category, subcategory } = article.placement;
      if (!category) return { previous: null, next: null };
      return adjacentArticles(articlesIn(category.key, subcategory?.key), article.slug);
    },

    getAuthor(slug: string): Author | undefined {
      return authorBySlug.get(slug);
    },

    articlesBy(authorSlug: string): ArticleSummary[] {
      return articlesBy(authorSlug);
    },

    /** Same subcategory first, then the same category, newest first; never the article itself. */
    related(article: ArticleSummary, count = 4): ArticleSummary[] {
      const { category, subcategory } = article.placement;
      if (!category) return [];
      const candidates = [
        ...(subcategory ? articlesIn(category.key, subcategory.key) : []),
        ...articlesIn(category.key),
      ];
      const seen = new Set([article.slug]);
      return candidates.filter((a) => !seen.has(a.slug) && seen.add(a.slug)).slice(0, count);
    },

    getPage(slug: string) {
      return model.pages.find((p) => p.slug === slug);
    },

    home() {
      return homeSections(model);
    },

    /** The authors page: every author with their article count, in Turkish alphabetical order. */
    authorDirectory(): { author: Author; articleCount: number }[] {
      return [...model.authors]
        .sort((a, b) => a.name.localeCompare(b.name, "tr"))
        .map((author) => ({ author, articleCount: articlesBy(author.slug).length }));
    },

    /** A page's partner links, whichever way its path is written (slash, percent-encoding). */
    partnerLinksFor(pagePath: string): string[] {
      return partnerLinksFor(model.partnerLinks, pagePath);
    },

    /** The `sapeNewUrl` link shown above the footer of every page, or "" when there is none. */
    partnerNewUrl(): string {
      return model.partnerLinks.newUrl;
    },
  };
}
