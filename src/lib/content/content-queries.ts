import type { HomeSections } from "./queries/home-sections";
import type { ListingPage } from "./queries/pagination";
import type { ArticleSummary, Author, CategoryNode, Site, StaticPage, TocEntry } from "./types";

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

/**
 * Every question a page, feed, sitemap, search index or social card asks of the content:
 * the one seam between the page layer and the content layer. Answers use the content layer's
 * own types, never raw file data; every list is newest first unless it says otherwise.
 */
export interface ContentQueries {
  /** The site's settings (title, language, domain, socials, analytics, partner placements). */
  readonly site: Site;
  /** The category tree, in the editors' order. */
  readonly categories: readonly CategoryNode[];
  /** Every published article. */
  readonly articles: readonly ArticleSummary[];
  readonly authors: readonly Author[];
  /** The static pages (about us, privacy policy, terms). */
  readonly pages: readonly StaticPage[];

  /** A category's articles, or a subcategory's when `subKey` is given. */
  articlesIn(categoryKey: string, subKey?: string): ArticleSummary[];
  /**
   * Articles filed under a category's `other` (unknown or missing subcategory), or, with no
   * key, under the top-level `other` (unknown category).
   */
  otherArticles(categoryKey?: string): ArticleSummary[];
  /** Whether a category has a "Diğer" group (docs/behaviour.md#category-tree). */
  hasOther(categoryKey: string): boolean;
  /** The listing page a category URL's segments after `/{category}` address, if it exists. */
  categoryListing(categorySlug: string, segments?: readonly string[]): CategoryListing | undefined;
  /** The segments of every category and subcategory listing page, for static generation. */
  categoryListingParams(): { category: string; rest: string[] }[];
  /** The listing page an author URL's segments after `/authors/{slug}` address, if it exists. */
  authorListing(authorSlug: string, segments?: readonly string[]): AuthorListing | undefined;
  /** The segments of every author listing page, for static generation. */
  authorListingParams(): { slug: string; rest: string[] }[];
  /** The authors page: every author with their article count, in Turkish alphabetical order. */
  authorDirectory(): { author: Author; articleCount: number }[];

  getArticle(slug: string): ArticleSummary | undefined;
  /** An article's body as sanitized HTML. */
  articleHtml(slug: string): string;
  /** The article's table of contents; empty when it has fewer than 3 `##` headings. */
  articleToc(slug: string): TocEntry[];
  /** Older (`previous`) and newer (`next`) article in the article's primary subcategory. */
  adjacent(article: ArticleSummary): {
    previous: ArticleSummary | null;
    next: ArticleSummary | null;
  };
  /** Same subcategory first, then the same category; never the article itself. */
  related(article: ArticleSummary, count?: number): ArticleSummary[];

  getAuthor(slug: string): Author | undefined;
  /** An author's articles. */
  articlesBy(authorSlug: string): ArticleSummary[];

  getPage(slug: string): StaticPage | undefined;
  /** The home page's sections (docs/behaviour.md#home-sections). */
  home(): HomeSections;

  /** A page's partner links, whichever way its path is written (slash, percent-encoding). */
  partnerLinksFor(pagePath: string): string[];
  /** The `sapeNewUrl` link shown above the footer of every page, or "" when there is none. */
  partnerNewUrl(): string;
  /** The year of the build's date in Istanbul: the footer's copyright line (never the clock's). */
  copyrightYear(): number;
}
