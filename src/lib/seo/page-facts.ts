import type { ArticleSummary, Author, CategoryNode, Site, StaticPage } from "@/lib/content/types";
import { dictionary } from "@/lib/i18n";
import { paths } from "@/lib/paths";
import { pageDescription } from "./description";
import { pageTexts } from "./page-texts";
import {
  articleTrail,
  authorsTrail,
  authorTrail,
  type Crumb,
  listingTrail,
  staticPageTrail,
} from "./trails";

/** A page as the search and sharing layer sees it: what it is and what it shows. */
export type SeoPage =
  | { kind: "home" }
  | { kind: "article"; article: ArticleSummary; author: Author }
  /** A category (`sub` null) or subcategory listing; `page` 2+ for its later pages. */
  | { kind: "listing"; category: CategoryNode; sub?: CategoryNode | null; page?: number }
  | { kind: "author"; author: Author; page?: number }
  | { kind: "authors"; page?: number }
  | { kind: "static"; page: StaticPage }
  | { kind: "sitemap" }
  /** The not-found and server-error pages: served at any URL, never indexed. */
  | { kind: "error"; status: 404 | 500; title: string; description: string }
  /** The service worker's page for a page this device has not stored: never indexed. */
  | { kind: "offline"; title: string; description: string };

export type PageType = "WebPage" | "CollectionPage" | "ProfilePage" | "AboutPage";

/** Everything metadata and structured data need, worked out once per page. */
export interface PageFacts {
  title: string;
  /** Used as is (the home page), not with the " | {site}" suffix of the title template. */
  absoluteTitle: boolean;
  description: string;
  /** Site path of the page: its canonical URL unless `noindex`. */
  path: string;
  type: PageType;
  trail: Crumb[] | null;
  /** The page's social card (1200 × 630 PNG) and its alt text. */
  card: { path: string; alt: string };
  noindex: boolean;
  article: { article: ArticleSummary; author: Author } | null;
  /** The person a profile page is about. */
  person: Author | null;
  dateModified: string | null;
}

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

export function pageFacts(site: Site, page: SeoPage): PageFacts {
  const texts = pageTexts(site);
  const t = dictionary(site.language);
  const base = {
    absoluteTitle: false,
    type: "WebPage" as PageType,
    trail: null,
    card: { path: paths.defaultSocialCard, alt: `${site.title}: ${site.tagline}` },
    noindex: false,
    article: null,
    person: null,
    dateModified: null,
  };
  const describe = (path: string, own: string | null, generated: string) =>
    pageDescription(site, { path, own, generated });
  /** Page `n` of a listing: its own address and title; the editors' description on page 1 only. */
  const paged = (
    listing: string,
    n: number,
    title: string,
    own: string | null,
    generated: string,
  ) => {
    const path = paths.listingPage(listing, n);
    return {
      path,
      title: n > 1 ? t.listing.paged(title, n) : title,
      description: describe(path, n > 1 ? null : own, generated),
    };
  };

  switch (page.kind) {
    case "home":
      return {
        ...base,
        ...texts.home,
        absoluteTitle: true,
        path: paths.home,
        type: "CollectionPage",
        description: describe(paths.home, site.description, texts.home.description),
      };
    case "article": {
      const { article } = page;
      return {
        ...base,
        title: article.title,
        description: describe(article.path, article.description, article.title),
        path: article.path,
        trail: articleTrail(t, article),
        card: { path: paths.socialCard(article.slug), alt: article.title },
        article: { article, author: page.author },
        dateModified: article.updated ?? article.date,
      };
    }
    case "listing": {
      const n = page.page ?? 1;
      const shown = page.sub ?? page.category;
      const title = page.sub ? `${page.sub.title} · ${page.category.title}` : page.category.title;
      return {
        ...base,
        ...paged(
          shown.path,
          n,
          title,
          shown.description,
          t.pages.listing(shown.title, n, shown.description),
        ),
        type: "CollectionPage",
        trail: listingTrail(t, page.category, page.sub ?? null, n),
      };
    }
    case "author": {
      const n = page.page ?? 1;
      const { author } = page;
      return {
        ...base,
        ...paged(
          author.path,
          n,
          author.metaTitle,
          author.metaDescription,
          t.pages.author(author.name, n, author.metaDescription),
        ),
        type: "ProfilePage",
        trail: authorTrail(t, author, n),
        person: author,
      };
    }
    case "authors": {
      const n = page.page ?? 1;
      return {
        ...base,
        ...paged(
          paths.authors,
          n,
          texts.authors.title,
          null,
          n > 1 ? t.pages.authorsPage(n, texts.authors.description) : texts.authors.description,
        ),
        type: "CollectionPage",
        trail: authorsTrail(t, n),
      };
    }
    case "static":
      return {
        ...base,
        title: page.page.title,
        description: describe(page.page.path, page.page.description, page.page.title),
        path: page.page.path,
        type: page.page.slug === "about-us" ? "AboutPage" : "WebPage",
        trail: staticPageTrail(t, page.page),
        dateModified: page.page.updated,
      };
    case "sitemap":
      return {
        ...base,
        title: texts.sitemap.title,
        description: describe(paths.sitemap, null, texts.sitemap.description),
        path: paths.sitemap,
      };
    case "offline":
      return {
        ...base,
        title: page.title,
        description: describe(paths.offline, null, page.description),
        path: paths.offline,
        noindex: true,
      };
    case "error": {
      const path = `/${page.status}`;
      return {
        ...base,
        title: page.title,
        description: describe(path, null, page.description),
        path,
        noindex: true,
      };
    }
  }
}
