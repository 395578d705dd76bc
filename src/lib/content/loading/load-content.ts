import { existsSync } from "node:fs";
import path from "node:path";
import type { Env } from "@/lib/env";
import { paths } from "@/lib/paths";
import type { RuleFacts } from "../editorial/entry-rules/context";
import { isHealthArticle } from "../editorial/health-articles";
import { buildArticleIndex, primaryPlacement } from "../model/article-index";
import type {
  ArticleDraft,
  AuthorDraft,
  CategoryNode,
  LoadedModel,
  PartnerLinks,
  Site,
  StaticPage,
  TocEntry,
} from "../types";
import {
  articleFacts,
  heldBack,
  type LoadedArticle,
  loadArticles,
  readArticleSources,
} from "./articles";
import { type LoadedAuthor, loadAuthors } from "./authors";
import { loadCategories } from "./categories";
import { displayPath } from "./files";
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

export type { ContentModel, LoadedModel } from "../types";

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
  /** What the entry rules knew of the site (the later rules, warnings and readiness, use it too). */
  facts: RuleFacts;
}

/** What reading content/ gives before anything is composed: the valid part, whatever is wrong. */
export interface ReadContent {
  site: Site | null;
  categories: CategoryNode[];
  authors: LoadedAuthor[];
  reviewers: Map<string, ReviewerFile>;
  /** Valid articles the build shows (all of them with `unpublished: "show"`). */
  articles: LoadedArticle[];
  held: HeldArticle[];
  pages: StaticPage[];
  partnerLinks: PartnerLinks;
  images: ImageSource[];
  /** What the entry rules knew of the site while checking each file (the desk checks with it too). */
  facts: RuleFacts;
}

/**
 * Reads every file of content/ and checks it, logging each problem in `log`; keeps what is
 * valid. The build stops on any error (`loadContent`); the desk opens anyway and lists them.
 */
export function readContent(options: ContentOptions, log: ProblemLog): ReadContent {
  const site = loadSite(options.contentDir, options.siteName, options.publicDir, log);
  const categories = loadCategories(options.contentDir, log);
  const loadedAuthors = loadAuthors(options.contentDir, log);
  const loadedReviewers = loadReviewers(options.contentDir, log);
  const reviewers = new Map(loadedReviewers.map((r) => [r.data.slug, r.data]));
  const now = options.now ?? new Date();
  const sources = readArticleSources(options.contentDir, log);
  const facts: RuleFacts = {
    language: site?.language ?? "",
    siteUrl: site?.url ?? "",
    healthCategories: site?.healthCategories ?? [],
    categories: categories.map((c) => ({ key: c.key, children: c.children.map((s) => s.key) })),
    authors: loadedAuthors.map((a) => ({ file: a.file, slug: a.data.slug })),
    reviewers: loadedReviewers.map((r) => ({ file: r.file, slug: r.data.slug })),
    articles: articleFacts(sources),
  };
  const allArticles = loadArticles(sources, { ...facts, now }, log);
  // A build for readers has no trace of what is not published yet: no page, listing, feed,
  // sitemap or index entry, no count, no image work.
  const show = options.unpublished === "show";
  const held: HeldArticle[] = [];
  const articles = allArticles.filter(({ file, data }) => {
    const reason = heldBack(data, now);
    if (!reason || show) return true;
    held.push({ file, slug: data.slug, reason, date: data.date });
    return false;
  });
  const pages = loadPages(options.contentDir, log, site ?? null);
  const partnerLinks = loadPartnerLinks(options.contentDir, log);
  const images = [
    ...imageSources(articles, "article", options.publicDir, log),
    ...imageSources(loadedAuthors, "author", options.publicDir, log),
  ];
  if (site) checkHomeSettings(site, categories, articles, options, log);
  return {
    site: site ?? null,
    categories,
    authors: loadedAuthors,
    reviewers,
    articles,
    held,
    pages,
    partnerLinks,
    images,
    facts,
  };
}

/** Loads and validates all content; throws a ContentError naming every bad file and field. */
export function loadContent(options: ContentOptions): LoadedContent {
  const log = new ProblemLog();
  const read = readContent(options, log);
  log.throwIfAny();
  const { site, categories, reviewers, pages, partnerLinks } = read;
  const now = options.now ?? new Date();
  if (!site) throw new Error("unreachable: site settings missing without an error");

  const bodies = new Map<string, string>();
  const tocs: Record<string, TocEntry[]> = {};
  const articles = read.articles
    .map((article) => {
      const rendered = (options.renderMarkdown ?? renderMarkdownWithHeadings)(article.body);
      bodies.set(article.data.slug, rendered.html);
      const toc = tableOfContents(rendered.headings);
      if (toc.length > 0) tocs[article.data.slug] = toc;
      return toSummary(article, rendered, categories, reviewers, site);
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return {
    model: {
      site,
      categories,
      authors: read.authors.map(({ data }) => toAuthor(data)),
      reviewers: [...reviewers.values()],
      articles,
      index: buildArticleIndex(articles, categories),
      pages,
      partnerLinks,
      tocs,
      builtAt: now.toISOString(),
    },
    bodies,
    images: read.images,
    warnings: log.warnings,
    held: read.held,
    facts: read.facts,
  };
}

function toSummary(
  { data }: LoadedArticle,
  rendered: RenderedMarkdown,
  categories: CategoryNode[],
  reviewers: ReadonlyMap<string, ReviewerFile>,
  { healthCategories, language }: Site,
): ArticleDraft {
  const words = countWords(rendered.text);
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
    readingMinutes: readingMinutes(rendered.text, language),
    sectionHeadings: rendered.headings.map((heading) => heading.text).filter((text) => text !== ""),
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

/** An author as pages and the desk show it, from the fields of its file. */
export function toAuthor(data: LoadedAuthor["data"]): AuthorDraft {
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
      log.error(
        item.file,
        field,
        `image ${displayPath(absolute)} does not exist`,
        `Görsel dosyası yok (${displayPath(absolute)}): görseli yeniden seçin ya da yükleyin.`,
      );
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
        log.error(
          file,
          `home.${list}.${i}`,
          `no article has the slug "${slug}"`,
          `Ana sayfa listesindeki “${slug}” adresli bir yazı yok (taslak, planlı ya da silinmiş olabilir).`,
        );
    });
  }
}
