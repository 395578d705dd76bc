import { existsSync } from "node:fs";
import path from "node:path";
import { paths } from "@/lib/paths";
import type { Env } from "../env";
import { buildArticleIndex, primaryPlacement } from "./article-index";
import { heldBack, type LoadedArticle, loadArticles } from "./articles";
import { type LoadedAuthor, loadAuthors } from "./authors";
import { loadCategories } from "./categories";
import { displayPath } from "./files";
import { isHealthArticle, unmarkedHealthText } from "./health";
import {
  countWords,
  type RenderedMarkdown,
  readingMinutes,
  renderMarkdownWithHeadings,
  tableOfContents,
} from "./markdown";
import { loadPages } from "./pages";
import { loadPartnerLinks } from "./partner-links";
import { type ContentProblem, ProblemLog } from "./problems";
import { loadReviewers } from "./reviewers";
import type { ReviewerFile } from "./schemas";
import { loadSite } from "./site";
import type { ArticleDraft, AuthorDraft, CategoryNode, LoadedModel, Site, TocEntry } from "./types";

export interface ContentOptions {
  contentDir: string;
  siteName: string;
  publicDir: string;
  /** The build's date: articles dated after it are scheduled (default: now). Tests pass one. */
  now?: Date;
  /**
   * Drafts and scheduled articles: left out (`"hide"`, every build for readers) or shown as if
   * published (`"show"`, `npm run dev`, so an editor sees them in place).
   */
  unpublished?: "hide" | "show";
  /** Renders an article body; the build passes a cached one (./markdown-cache.ts). */
  renderMarkdown?: (markdown: string) => RenderedMarkdown;
}

/** `CONTENT_DIR` and `SITE` let tests and benchmarks build other content; defaults are the bundled site. */
export function contentOptionsFrom(
  env: Pick<Env, "contentDir" | "site" | "contentPreview" | "buildDate">,
): ContentOptions {
  return {
    ...(env.buildDate ? { now: env.buildDate } : {}),
    contentDir: env.contentDir,
    siteName: env.site,
    publicDir: path.resolve("public"),
    unpublished: env.contentPreview ? "show" : "hide",
  };
}

/** An article a build leaves out, and why: the editors' list of what is not live yet. */
export interface HeldArticle {
  file: string;
  slug: string;
  reason: "draft" | "scheduled";
  date: string;
}

export type { ContentModel, LoadedModel } from "./types";

/** An image the build must process: a file an editor named, for one article or author. */
export interface ImageSource {
  owner: { kind: "article" | "author"; slug: string; file: string };
  absolute: string;
  alt: string;
}

export interface LoadedContent {
  /** The model without images: `withImages` composes the final one from it. */
  model: LoadedModel;
  /** Article bodies as HTML, by slug; kept apart so pages load only their own. */
  bodies: Map<string, string>;
  images: ImageSource[];
  warnings: ContentProblem[];
  /** Drafts and scheduled articles this build left out (empty when they are shown). */
  held: HeldArticle[];
}

/** Loads and validates all content; throws a ContentError naming every bad file and field. */
export function loadContent(options: ContentOptions): LoadedContent {
  const log = new ProblemLog();
  const site = loadSite(options.contentDir, options.siteName, options.publicDir, log);
  const categories = loadCategories(options.contentDir, log);
  const loadedAuthors = loadAuthors(options.contentDir, log);
  const reviewers = new Map(
    loadReviewers(options.contentDir, log).map((r) => [r.data.slug, r.data]),
  );
  const now = options.now ?? new Date();
  const allArticles = loadArticles(
    options.contentDir,
    categories,
    new Set(loadedAuthors.map((a) => a.data.slug)),
    log,
    now,
    site?.language === "tr",
  );
  // A build for readers has no trace of what is not published yet: no page, listing, feed,
  // sitemap or index entry, no count, no image work.
  const show = options.unpublished === "show";
  const held: HeldArticle[] = [];
  const loadedArticles = allArticles.filter(({ file, data }) => {
    const reason = heldBack(data, now);
    if (!reason || show) return true;
    held.push({ file, slug: data.slug, reason, date: data.date });
    return false;
  });
  const pages = loadPages(options.contentDir, log, site ?? null);
  const partnerLinks = loadPartnerLinks(options.contentDir, log);
  const images = [
    ...imageSources(loadedArticles, "article", options.publicDir, log),
    ...imageSources(loadedAuthors, "author", options.publicDir, log),
  ];
  if (site) checkHomeSettings(site, categories, loadedArticles, options, log);
  checkReviews(allArticles, reviewers, site?.healthCategories ?? [], now, log, {
    // The list of health terms is Turkish (./health-terms.ts), as the house style is.
    healthTerms: site?.language === "tr",
  });
  log.throwIfAny();
  if (!site) throw new Error("unreachable: site settings missing without an error");

  const articles = loadedArticles
    .map((a) => toSummary(a, categories, reviewers, site.healthCategories))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const bodies = new Map<string, string>();
  const tocs: Record<string, TocEntry[]> = {};
  for (const { data, body } of loadedArticles) {
    const rendered = (options.renderMarkdown ?? renderMarkdownWithHeadings)(body);
    bodies.set(data.slug, rendered.html);
    const toc = tableOfContents(rendered.headings);
    if (toc.length > 0) tocs[data.slug] = toc;
  }
  return {
    model: {
      site,
      categories,
      authors: loadedAuthors.map(({ data }) => toAuthor(data)),
      reviewers: [...reviewers.values()],
      articles,
      index: buildArticleIndex(articles, categories),
      pages,
      partnerLinks,
      tocs,
      builtAt: now.toISOString(),
    },
    bodies,
    images,
    warnings: log.warnings,
    held,
  };
}

function toSummary(
  { data, body }: LoadedArticle,
  categories: CategoryNode[],
  reviewers: ReadonlyMap<string, ReviewerFile>,
  healthCategories: readonly string[],
): ArticleDraft {
  const words = countWords(body);
  const reviewer = data.review ? reviewers.get(data.review.reviewer) : undefined;
  return {
    id: data.slug,
    slug: data.slug,
    path: paths.article(data.slug),
    title: data.title,
    description: data.description,
    form: data.form ?? "explainer",
    author: data.author,
    date: data.date,
    updated: data.updated ?? null,
    updateNote: data.updated_note ?? null,
    entities: data.entities,
    placement: primaryPlacement(data.entities, categories),
    wordCount: words,
    readingMinutes: readingMinutes(words),
    health: isHealthArticle(data, healthCategories),
    review:
      data.review && reviewer
        ? {
            reviewer: { slug: reviewer.slug, name: reviewer.name, title: reviewer.title },
            date: data.review.date ?? null,
          }
        : null,
  };
}

/**
 * Every health article (`health: true`, or in a health category) names its medical reviewer, a
 * reviewer that exists, and a review date, when given, between the article's date and the
 * build's. An article whose text is about health is marked as one.
 */
function checkReviews(
  articles: readonly LoadedArticle[],
  reviewers: ReadonlyMap<string, ReviewerFile>,
  healthCategories: readonly string[],
  now: Date,
  log: ProblemLog,
  options: { healthTerms: boolean },
): void {
  for (const { file, data, body } of articles) {
    const unmarked = options.healthTerms && unmarkedHealthText(data, body, healthCategories);
    if (unmarked) log.error(file, "health", unmarked);
    if (!data.review) {
      if (isHealthArticle(data, healthCategories))
        log.error(
          file,
          "review",
          "a health article (health: true, or in a health category) names its medical reviewer: review: { reviewer: slug, date: YYYY-MM-DD } (content/STYLE.md)",
        );
      continue;
    }
    if (!reviewers.has(data.review.reviewer))
      log.error(
        file,
        "review.reviewer",
        `unknown reviewer "${data.review.reviewer}" (no file in reviewers/ has this slug)`,
      );
    const date = data.review.date;
    if (date && date < data.date) log.error(file, "review.date", "must not be before date");
    if (date && date > now.toISOString())
      log.error(file, "review.date", "must not be after the day of the build");
  }
}

function toAuthor(data: LoadedAuthor["data"]): AuthorDraft {
  return {
    slug: data.slug,
    name: data.name,
    role: data.role,
    description: data.description,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    path: paths.author(data.slug),
  };
}

/**
 * Image paths: `/x.jpg` is under public/, anything else is relative to the file that names
 * it. A missing file is an error naming that file.
 */
function imageSources(
  items: readonly (LoadedArticle | LoadedAuthor)[],
  kind: "article" | "author",
  publicDir: string,
  log: ProblemLog,
): ImageSource[] {
  const sources: ImageSource[] = [];
  for (const item of items) {
    const image =
      "cover" in item.data ? item.data.cover : "avatar" in item.data ? item.data.avatar : undefined;
    if (!image) continue;
    const field = kind === "article" ? "cover.src" : "avatar.src";
    const absolute = image.src.startsWith("/")
      ? path.join(publicDir, image.src)
      : path.resolve(path.dirname(item.file), image.src);
    if (!existsSync(absolute)) {
      log.error(item.file, field, `image ${displayPath(absolute)} does not exist`);
      continue;
    }
    sources.push({
      owner: { kind, slug: item.data.slug, file: item.file },
      absolute,
      alt: image.alt,
    });
  }
  return sources;
}

function checkHomeSettings(
  site: Site,
  categories: CategoryNode[],
  articles: LoadedArticle[],
  options: ContentOptions,
  log: ProblemLog,
): void {
  const file = displayPath(path.join(options.contentDir, "site", `${options.siteName}.yaml`));
  const slugs = new Set(articles.map((a) => a.data.slug));
  const keys = new Set(categories.flatMap((c) => [c.key, ...c.children.map((s) => s.key)]));
  site.healthCategories.forEach((key, i) => {
    if (!keys.has(key))
      log.error(file, `health.categories.${i}`, `unknown category or subcategory "${key}"`);
  });
  if (!categories.some((c) => c.key === site.home.spotlight)) {
    log.error(file, "home.spotlight", `unknown category "${site.home.spotlight}"`);
  }
  for (const list of ["featured", "popular"] as const) {
    site.home[list].forEach((slug, i) => {
      if (!slugs.has(slug))
        log.error(file, `home.${list}.${i}`, `no article has the slug "${slug}"`);
    });
  }
}
