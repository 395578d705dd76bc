import type { ArticleSummary, Author, CategoryNode, StaticPage } from "@/lib/content/types";
import { paths } from "@/lib/paths";

/** One step of a breadcrumb trail; the last one is the page itself. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * Breadcrumb trails, built once: the visible breadcrumbs and the BreadcrumbList of the
 * structured data read the same trail, so they cannot disagree.
 */
const HOME: Crumb = { name: "Ana sayfa", path: paths.home };

/** The trail's last step on a listing's later pages: "Sayfa 2" at that page's own URL. */
function withPage(trail: Crumb[], listingPath: string, page = 1): Crumb[] {
  return page > 1
    ? [...trail, { name: `Sayfa ${page}`, path: paths.listingPage(listingPath, page) }]
    : trail;
}

export function articleTrail(article: ArticleSummary): Crumb[] {
  const { category, subcategory } = article.placement;
  return [
    HOME,
    ...(category ? [{ name: category.title, path: category.path }] : []),
    ...(subcategory ? [{ name: subcategory.title, path: subcategory.path }] : []),
    { name: article.title, path: article.path },
  ];
}

export function listingTrail(
  category: CategoryNode,
  sub: CategoryNode | null = null,
  page = 1,
): Crumb[] {
  const trail = [
    HOME,
    { name: category.title, path: category.path },
    ...(sub ? [{ name: sub.title, path: sub.path }] : []),
  ];
  return withPage(trail, (sub ?? category).path, page);
}

export function authorTrail(author: Author, page = 1): Crumb[] {
  const trail = [
    HOME,
    { name: "Yazarlarımız", path: paths.authors },
    { name: author.name, path: author.path },
  ];
  return withPage(trail, author.path, page);
}

export function authorsTrail(page = 1): Crumb[] {
  return withPage([HOME, { name: "Yazarlarımız", path: paths.authors }], paths.authors, page);
}

export function staticPageTrail(page: Pick<StaticPage, "title" | "path">): Crumb[] {
  return [HOME, { name: page.title, path: page.path }];
}
