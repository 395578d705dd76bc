import type { SeoPage } from "@/lib/seo/page-facts";
import type { AuthorListing, CategoryListing, ContentQueries } from "./content/content-queries";
import type { ArticleSummary, Author, StaticPage } from "./content/types";

/**
 * What a route needs for one of the pages it generates. A route only asks for pages its own
 * `getStaticPaths` listed, so a miss is a bug in the page layer: it stops the build naming
 * the address, rather than writing a broken page.
 */
function missing(what: string): never {
  throw new Error(`the page layer asked for ${what}, which the content does not have`);
}

/** A listing's segments after its base as a rest parameter: none is the listing's first page. */
export function listingRestParam(rest: readonly string[]): string | undefined {
  return rest.length > 0 ? rest.join("/") : undefined;
}

const segments = (rest: string | undefined) => (rest ? rest.split("/") : []);

export function articlePage(
  data: ContentQueries,
  slug: string | undefined,
): { article: ArticleSummary; author: Author } {
  const article = data.getArticle(slug ?? "") ?? missing(`the article "${slug}"`);
  const author =
    data.getAuthor(article.author) ?? missing(`the author "${article.author}" of "${slug}"`);
  return { article, author };
}

export function categoryPage(
  data: ContentQueries,
  category: string | undefined,
  rest: string | undefined,
): { listing: CategoryListing; seo: SeoPage } {
  const listing =
    data.categoryListing(category ?? "", segments(rest)) ??
    missing(`the listing /${[category, rest].filter(Boolean).join("/")}`);
  return {
    listing,
    seo: {
      kind: "listing",
      category: listing.category,
      sub: listing.current,
      page: listing.page.page,
    },
  };
}

export function authorPage(
  data: ContentQueries,
  slug: string | undefined,
  rest: string | undefined,
): { listing: AuthorListing; seo: SeoPage } {
  const listing =
    data.authorListing(slug ?? "", segments(rest)) ??
    missing(`the author listing /authors/${[slug, rest].filter(Boolean).join("/")}`);
  return { listing, seo: { kind: "author", author: listing.author, page: listing.page.page } };
}

export function staticPage(data: ContentQueries, slug: string): StaticPage {
  return data.getPage(slug) ?? missing(`the static page "${slug}"`);
}
