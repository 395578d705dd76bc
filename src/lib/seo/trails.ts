import type { ArticleSummary, Author, CategoryNode, StaticPage } from "@/lib/content/types";
import type { Dictionary } from "@/lib/i18n";
import { paths } from "@/lib/paths";

/** One step of a breadcrumb trail; the last one is the page itself. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * Breadcrumb trails, built once: the visible breadcrumbs and the BreadcrumbList of the
 * structured data read the same trail, so they cannot disagree. `t`: the site's dictionary.
 */
const home = (t: Dictionary): Crumb => ({ name: t.breadcrumbs.home, path: paths.home });

/** The trail's last step on a listing's later pages: "Sayfa 2" at that page's own URL. */
function withPage(t: Dictionary, trail: Crumb[], listingPath: string, page = 1): Crumb[] {
  return page > 1
    ? [...trail, { name: t.breadcrumbs.page(page), path: paths.listingPage(listingPath, page) }]
    : trail;
}

export function articleTrail(t: Dictionary, article: ArticleSummary): Crumb[] {
  const { category, subcategory } = article.placement;
  return [
    home(t),
    ...(category ? [{ name: category.title, path: category.path }] : []),
    ...(subcategory ? [{ name: subcategory.title, path: subcategory.path }] : []),
    { name: article.title, path: article.path },
  ];
}

export function listingTrail(
  t: Dictionary,
  category: CategoryNode,
  sub: CategoryNode | null = null,
  page = 1,
): Crumb[] {
  const trail = [
    home(t),
    { name: category.title, path: category.path },
    ...(sub ? [{ name: sub.title, path: sub.path }] : []),
  ];
  return withPage(t, trail, (sub ?? category).path, page);
}

export function authorTrail(t: Dictionary, author: Author, page = 1): Crumb[] {
  const trail = [
    home(t),
    { name: t.pages.authors.title, path: paths.authors },
    { name: author.name, path: author.path },
  ];
  return withPage(t, trail, author.path, page);
}

export function authorsTrail(t: Dictionary, page = 1): Crumb[] {
  return withPage(
    t,
    [home(t), { name: t.pages.authors.title, path: paths.authors }],
    paths.authors,
    page,
  );
}

export function staticPageTrail(t: Dictionary, page: Pick<StaticPage, "title" | "path">): Crumb[] {
  return [home(t), { name: page.title, path: page.path }];
}
