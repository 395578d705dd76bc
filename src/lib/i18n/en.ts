import { countOf, formatNumber } from "./format";
import type {
  ConsentText,
  CopyText,
  Dictionary,
  OfflineListText,
  SaveText,
  SearchText,
} from "./schema";

/** English (US spelling and dates, as the site's `en_US` locale says). */

const LOCALE = "en-US";
const articles = (n: number) => countOf(LOCALE, n, { one: "article", other: "articles" });
const categories = (n: number) => countOf(LOCALE, n, { one: "category", other: "categories" });

export const search: SearchText = {
  placeholder: "Search",
  label: "Search the articles",
  loading: "Loading…",
  unavailable: "Search is not available right now. Please try again later.",
  noResults: (query) => `No results for “${query}”.`,
  corrected: "Showing the closest results to what you typed.",
  results: "Search results",
  categories: "Categories",
  articles: "Articles",
  newTab: "(opens in a new tab)",
  announce: {
    unavailable: "Search is not available right now.",
    none: "No results.",
    found: (found) => {
      const parts = [
        found.categories > 0 ? categories(found.categories) : "",
        found.articles > 0 ? articles(found.articles) : "",
      ]
        .filter(Boolean)
        .join(" and ");
      return found.corrected ? `Found ${parts} close to what you typed.` : `Found ${parts}.`;
    },
  },
};

export const copy: CopyText = {
  copy: "Copy the email address",
  copied: "Copied",
  failed: "Could not copy",
};

export const save: SaveText = {
  save: "Save to read offline",
  saving: "Saving…",
  remove: "Remove from saved",
  saved: "Saved",
  failed: "Could not save",
};

export const offlineList: OfflineListText = {
  empty:
    "There is nothing on this device to read offline yet. The articles you open, and those you keep with the “Save to read offline” button, are listed here.",
  saved: "Articles you saved",
  visited: "Recently read",
};

const consent: ConsentText = {
  title: "Your cookie choice",
  body: {
    before:
      "We would like to use LiveInternet’s visitor counter to measure how many people read us. The counter’s data is processed on servers in the ",
    emphasis: "Russian Federation",
    after:
      ", so we ask for your consent to the counter and to the transfer of its data abroad separately. The counter runs only if you agree to both; you can change your mind at any time with the “Cookie settings” link below.",
  },
  details: "Details:",
  policy: "Privacy and Cookie Policy",
  counter: "I allow the visitor counter",
  transfer:
    "I explicitly consent to the counter’s data being transferred to the Russian Federation",
  save: "Save my choice",
  reject: "Reject",
  settings: "Cookie settings",
};

export const en: Dictionary = {
  locale: LOCALE,
  // Dates without a time are 00:00 UTC: a zone west of it would show the day before.
  timeZone: "UTC",
  contactLocalPart: "contact",
  other: "Other",
  shell: {
    skipToContent: "Skip to content",
    home: (site) => `${site} home page`,
    menu: "Category menu",
    categories: "Categories",
    subcategories: (category) => `${category} subcategories`,
    seeAll: "See all",
    darkTheme: "Dark theme",
  },
  footer: {
    healthNote:
      "The articles on this site are general information; for health problems, see a dermatologist or your doctor.",
    categories: "Categories",
    info: "Information",
    contact: "Contact",
    social: (site, network) => `${site} on ${network} (opens in a new tab)`,
    copyright: (site, year) => `© ${site} ${year}`,
  },
  infoLinks: {
    authors: "Our authors",
    privacyPolicy: "Privacy and Cookie Policy",
    terms: "Terms of Use",
    aboutUs: "About us",
    sitemap: "Sitemap",
  },
  home: {
    topStories: "Top Stories",
    surprising: "More to Discover",
    popular: "Popular Articles",
    allInCategory: (category) => `All ${category} articles`,
    authors: "Our Authors",
    allAuthors: "All authors",
  },
  article: {
    readingTime: (minutes) => `${minutes} min read`,
    updated: "Updated:",
    updateNote: (note) => `What changed: ${note}`,
    medicalReview: (reviewer, specialty) => `Medically reviewed by ${reviewer}, ${specialty}`,
    healthDisclaimer:
      "This article is general information and does not replace medical advice. If you have a concern about your skin or your health, talk to a dermatologist or your doctor.",
    related: "Related Articles",
    pager: (listing) => `${listing}: previous and next article`,
    previous: "← Previous article",
    next: "Next article →",
    contents: "Contents",
    sections: (n) => `(${countOf(LOCALE, n, { one: "section", other: "sections" })})`,
    aboutAuthor: "About the author",
    allByAuthor: (author) => `All articles by ${author}`,
    forms: {
      qa: "Questions and answers",
      routine: "Step-by-step routine",
      "myth-vs-fact": "Myth or fact?",
      seasonal: "Seasonal note",
      news: "In brief",
    },
  },
  listing: {
    category: "Category",
    paged: (title, page) => `${title} – Page ${page}`,
    articleCount: articles,
    all: "All",
    empty: "There are no articles in this section yet. New ones are on their way.",
    otherNote: (category) => `Articles in ${category} not yet placed in a subcategory.`,
    categoryArticles: (category) => `${category} articles`,
    authorArticles: (author) => `Articles by ${author}`,
    authorSection: (author, total) => `Articles by ${author} (${formatNumber(LOCALE, total)})`,
    allArticles: (sub, n) => `${sub}: all ${articles(n)}`,
  },
  pagination: {
    label: (listed) => `${listed}: pages`,
    previous: "← Previous",
    next: "Next →",
    pageBefore: "Page ",
    pageAfter: "",
  },
  breadcrumbs: {
    label: "Breadcrumb",
    home: "Home",
    page: (page) => `Page ${page}`,
  },
  staticPage: {
    updated: "Last updated:",
  },
  notFound: {
    title: "Page Not Found",
    message:
      "The page you are looking for may have moved, or may never have existed. Carry on from the home page to find the articles you are interested in.",
    description:
      "The page you are looking for could not be found. Carry on from the home page to find the beauty and care articles you are interested in.",
    sitemap: "Sitemap",
  },
  serverError: {
    title: "Something Went Wrong",
    message:
      "This page cannot be shown right now. The problem is a passing one on our side; please try again in a little while, or keep reading from the home page.",
    retry: "Try again",
  },
  offline: {
    title: "You are offline",
    message:
      "This page has not been saved on this device yet. Reload it when your connection is back; until then, you can read the articles stored on this device.",
  },
  backHome: "Back to the home page",
  pages: {
    authors: {
      title: "Our Authors",
      description: (site) =>
        `Meet the ${site} authors: our team of make-up artists, aestheticians, pharmacists and beauty editors, and their articles.`,
    },
    sitemap: {
      title: "Sitemap",
      description: (site) =>
        `Every category, subcategory and article on ${site} on one page: find the article you are looking for with ease.`,
    },
    listing: (title, page, description) => `${title} articles, page ${page}: ${description}`,
    author: (author, page, description) => `Articles by ${author}, page ${page}: ${description}`,
    authorsPage: (page, description) => `Page ${page}: ${description}`,
  },
  partnerLinks: "Partner Links",
  consent,
  search,
  copy,
  save,
  offlineList,
  navigation: { loading: "Loading the page…" },
};
