import type { ArticleForm } from "@/lib/content/model/forms";

/**
 * Every text a site writes around its content, in one shape for all four languages (the model
 * is Starlight's UI strings: one file per language, one typed schema). Each language file
 * (./tr.ts, ./en.ts, ./ru.ts, ./ko.ts) declares its dictionary with this type, so a key missing
 * in one language fails `npm run typecheck` in that language's file, naming the key.
 *
 * Texts with a value in them are functions with typed parameters; counts go through
 * `Intl.PluralRules` of the language (./format.ts). The parts an island needs in the browser
 * are sections of their own, exported apart by each language file, so a reader's browser
 * downloads those few texts and never a whole dictionary (./islands.ts).
 */

/** The search box and its result list (an island). */
export interface SearchText {
  /** In the empty box; the specification's 'Arama' for Turkish. */
  placeholder: string;
  /** The box's accessible name. */
  label: string;
  loading: string;
  /** In place of results when the index or the list's code cannot be loaded. */
  unavailable: string;
  /** Under the box when nothing matches the typed text. */
  noResults: (query: string) => string;
  /** Above results found for a corrected spelling of the query. */
  corrected: string;
  /** The result list's accessible name. */
  results: string;
  /** The two groups of the list. */
  categories: string;
  articles: string;
  /** After an article's title: it opens in a new tab. */
  newTab: string;
  /** What screen readers hear once typing pauses. */
  announce: {
    unavailable: string;
    none: string;
    found: (found: { categories: number; articles: number; corrected: boolean }) => string;
  };
}

/** The footer button that copies the contact address (an island). */
export interface CopyText {
  copy: string;
  copied: string;
  failed: string;
}

/** An article's save-for-offline button (an island). */
export interface SaveText {
  save: string;
  saving: string;
  /** The button of a saved article: it removes the saved copy. */
  remove: string;
  saved: string;
  failed: string;
}

/** The offline page's list of what this device stored (an island). */
export interface OfflineListText {
  empty: string;
  saved: string;
  visited: string;
}

/** The visitor counter's consent banner and the footer link that reopens it. */
export interface ConsentText {
  title: string;
  /** The explanation, with the one phrase set in bold. */
  body: { before: string; emphasis: string; after: string };
  details: string;
  policy: string;
  counter: string;
  transfer: string;
  save: string;
  reject: string;
  /** The footer's link that shows the banner again. */
  settings: string;
}

export interface Dictionary {
  /** BCP 47 tag for `Intl`: dates, numbers, plural rules, upper case. */
  locale: string;
  /** The time zone the site's calendar days follow (dates are written at build). */
  timeZone: string;
  /** The contact address's local part when the settings name none: `{local part}@{domain}`. */
  contactLocalPart: string;
  /** The name readers see for `other`, the articles no subcategory holds. */
  other: string;
  shell: {
    skipToContent: string;
    /** The logo link's accessible name. */
    home: (siteTitle: string) => string;
    menu: string;
    /** The menu button. */
    categories: string;
    subcategories: (categoryTitle: string) => string;
    /** On phones, the link to a category's own page at the end of its sub-menu. */
    seeAll: string;
    darkTheme: string;
  };
  footer: {
    healthNote: string;
    categories: string;
    info: string;
    contact: string;
    /** A social network's link, which opens in a new tab. */
    social: (siteTitle: string, network: string) => string;
    copyright: (siteTitle: string, year: number) => string;
  };
  /** The footer's "info" links and the sitemap page's. */
  infoLinks: {
    authors: string;
    privacyPolicy: string;
    terms: string;
    aboutUs: string;
    sitemap: string;
  };
  home: {
    topStories: string;
    surprising: string;
    popular: string;
    allInCategory: (categoryTitle: string) => string;
    authors: string;
    allAuthors: string;
  };
  article: {
    readingTime: (minutes: number) => string;
    updated: string;
    updateNote: (note: string) => string;
    medicalReview: (reviewer: string, specialty: string) => string;
    healthDisclaimer: string;
    related: string;
    pager: (listingTitle: string) => string;
    previous: string;
    next: string;
    contents: string;
    sections: (count: number) => string;
    aboutAuthor: string;
    allByAuthor: (authorName: string) => string;
    /** The label above the title of an article that is not the default explainer. */
    forms: Record<Exclude<ArticleForm, "explainer">, string>;
  };
  listing: {
    /** Above a top-level category's title. */
    category: string;
    /** A listing's later page, in its heading and its title. */
    paged: (title: string, page: number) => string;
    articleCount: (count: number) => string;
    /** The chip of the whole category, before its subcategories. */
    all: string;
    empty: string;
    otherNote: (categoryTitle: string) => string;
    /** What a category's pages list, for screen readers. */
    categoryArticles: (categoryTitle: string) => string;
    /** What an author's pages list, for screen readers. */
    authorArticles: (authorName: string) => string;
    /** The heading over an author's articles. */
    authorSection: (authorName: string, total: number) => string;
    /** On the sitemap page, the link to a subcategory with more articles than listed. */
    allArticles: (subcategoryTitle: string, count: number) => string;
  };
  pagination: {
    label: (listed: string) => string;
    previous: string;
    next: string;
    /** Read before and after a page's number, for screen readers ("Sayfa 3", "3페이지"). */
    pageBefore: string;
    pageAfter: string;
  };
  breadcrumbs: {
    label: string;
    home: string;
    page: (page: number) => string;
  };
  staticPage: {
    updated: string;
  };
  notFound: {
    title: string;
    message: string;
    /** The page's description for search engines. */
    description: string;
    sitemap: string;
  };
  serverError: {
    title: string;
    message: string;
    retry: string;
  };
  offline: {
    title: string;
    message: string;
  };
  /** The link home on the error and offline pages. */
  backHome: string;
  /** Search-engine titles and descriptions of the pages not built from content files. */
  pages: {
    authors: { title: string; description: (siteTitle: string) => string };
    sitemap: { title: string; description: (siteTitle: string) => string };
    /** A listing's later page that has no description of its own. */
    listing: (title: string, page: number, description: string) => string;
    author: (authorName: string, page: number, description: string) => string;
    authorsPage: (page: number, description: string) => string;
  };
  partnerLinks: string;
  consent: ConsentText;
  search: SearchText;
  copy: CopyText;
  save: SaveText;
  offlineList: OfflineListText;
  /** What the navigation runtime announces while a page is slow to come. */
  navigation: { loading: string };
}
