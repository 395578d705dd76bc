import { isHealthArticle } from "@/lib/content/editorial/health-articles";
import {
  countWords,
  readingMinutes,
  renderMarkdownWithHeadings,
  tableOfContents,
} from "@/lib/content/loading/markdown";
import { primaryPlacement } from "@/lib/content/model/article-index";
import { formOf } from "@/lib/content/model/forms";
import type {
  ArticleEntity,
  ArticleSummary,
  Author,
  ImageRef,
  Site,
  TocEntry,
} from "@/lib/content/types";
import { dictionary } from "@/lib/i18n";
import { paths } from "@/lib/paths";
import { initials } from "@/lib/text/initials";
import type { DeskData } from "./desk-data";
import { DESK } from "./texts";

export type { DeskData };

/** A form value as text (the desk gives numbers, dates and empty fields in several shapes). */
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A picture that stands in where the build would draw one (a generated cover, initials). */
function standIn(label: string, width: number, height: number): ImageRef {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f3e6ec"/><text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / 12)}" fill="#8a2d5b">${label.replace(/[<&>]/g, "")}</text></svg>`;
  return {
    kind: "vector",
    src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    alt: "",
    width,
    height,
  };
}

/** An image the editor chose, as the preview shows it (`url`: where the desk serves it). */
const chosen = (url: string, alt: string): ImageRef => ({
  kind: "vector",
  src: url,
  alt,
  width: 1200,
  height: 750,
});

export function previewAuthor(slug: string, desk: DeskData): Author {
  const known = desk.authors.find((a) => a.slug === slug);
  const name = known?.name ?? (slug || DESK.noAuthor);
  return {
    slug,
    name,
    role: known?.role ?? "",
    description: known?.description ?? "",
    metaTitle: known?.metaTitle ?? name,
    metaDescription: known?.metaDescription ?? "",
    path: paths.author(slug),
    avatar:
      known?.avatar ??
      standIn(initials(name, dictionary(desk.site?.language ?? "tr").locale), 96, 96),
  };
}

export interface ArticlePreview {
  site: Site;
  article: ArticleSummary;
  author: Author;
  html: string;
  toc: TocEntry[];
}

/** An entry of the articles collection as ArticleView draws it. */
export function articlePreview(
  data: Record<string, unknown>,
  desk: DeskData & { site: Site },
  coverUrl: string | null,
  /** The entry's file (`content/articles/x.md`); null for a new one. */
  file: string | null,
): ArticlePreview {
  const body = text(data.body);
  const slug = text(data.slug);
  const entities = (Array.isArray(data.entities) ? data.entities : []) as ArticleEntity[];
  const cover = (data.cover ?? {}) as { alt?: unknown };
  const review = (data.review ?? {}) as { reviewer?: unknown; date?: unknown };
  const reviewer = desk.reviewers.find((r) => r.slug === review.reviewer);
  const rendered = renderMarkdownWithHeadings(body);
  const words = countWords(rendered.text);
  const date = text(data.date) || new Date().toISOString().slice(0, 10);
  const updated = text(data.updated);
  return {
    site: desk.site,
    article: {
      id: slug,
      slug,
      path: paths.article(slug),
      title: text(data.title),
      description: text(data.description),
      form: formOf(data.form),
      author: text(data.author),
      date,
      updated: updated || null,
      updateNote: text(data.updated_note) || null,
      entities,
      placement: primaryPlacement(
        entities.map((e) => ({ ...e, subcategories: e.subcategories ?? [] })),
        desk.categories,
      ),
      wordCount: words,
      readingMinutes: readingMinutes(rendered.text, desk.site.language),
      sectionHeadings: rendered.headings.map((heading) => heading.text),
      // The switch either marks the article (true) or leaves it to its categories: a cleared
      // switch writes no line (./content-file.ts), so the preview reads it as unset.
      health: isHealthArticle(
        { health: data.health === true ? true : undefined, entities },
        desk.site.healthCategories,
      ),
      cover: coverUrl
        ? chosen(coverUrl, text(cover.alt))
        : ((file ? desk.covers[file] : undefined) ?? standIn(DESK.coverStandIn, 1200, 750)),
      review: reviewer ? { reviewer, date: text(review.date) || null } : null,
    },
    author: previewAuthor(text(data.author), desk),
    html: rendered.html,
    toc: tableOfContents(rendered.headings),
  };
}
