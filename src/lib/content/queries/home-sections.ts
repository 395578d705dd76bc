import type { ContentModel } from "../loading/load-content";
import { idsUnder } from "../model/article-index";
import type { ArticleSummary, Author, CategoryNode } from "../types";

/** Item counts of the home page's blocks, in page order (docs/behaviour.md#home-sections). */
export const HOME_LAYOUT_COUNTS = [8, 4, 8, 8, 4] as const;
const [SURPRISING, TOP, POPULAR, SPOTLIGHT, AUTHORS] = HOME_LAYOUT_COUNTS;

export interface HomeSections {
  top: ArticleSummary[];
  surprising: ArticleSummary[];
  popular: ArticleSummary[];
  /** The site settings' spotlight category and its newest articles. */
  spotlight: { category: CategoryNode | undefined; articles: ArticleSummary[] };
  authors: Author[];
}

/**
 * Top stories are the editors' `featured` picks, then the newest; 'Daha Şaşırtıcı Şeyler'
 * continues with the newest not yet shown; 'Popüler Makaleler' takes the editors' `popular`
 * picks. With no analytics data at build time, popularity is an editorial choice.
 */
export function homeSections(model: ContentModel): HomeSections {
  const bySlug = new Map(model.articles.map((a) => [a.slug, a]));
  const shown = new Set<string>();
  const take = (candidates: readonly (ArticleSummary | undefined)[], count: number) => {
    const picked: ArticleSummary[] = [];
    for (const article of candidates) {
      if (picked.length === count) break;
      if (!article || shown.has(article.slug)) continue;
      shown.add(article.slug);
      picked.push(article);
    }
    return picked;
  };
  const picks = (slugs: readonly string[]) => slugs.map((s) => bySlug.get(s));

  const top = take([...picks(model.site.home.featured), ...model.articles], TOP);
  const surprising = take(model.articles, SURPRISING);
  const popular = take([...picks(model.site.home.popular), ...model.articles], POPULAR);
  const spotlightKey = model.site.home.spotlight;
  const spotlightIds = new Set(idsUnder(model.index, spotlightKey));
  const spotlight = take(
    model.articles.filter((a) => spotlightIds.has(a.id)),
    SPOTLIGHT,
  );
  // Authors of the newest articles first: the home page shows who is writing now.
  const authors = [...new Set(model.articles.map((a) => a.author))]
    .map((slug) => model.authors.find((a) => a.slug === slug))
    .filter((a): a is Author => a !== undefined)
    .slice(0, AUTHORS);
  return {
    top,
    surprising,
    popular,
    spotlight: {
      category: model.categories.find((c) => c.key === spotlightKey),
      articles: spotlight,
    },
    authors,
  };
}
