/** The app's own content types: what routes and components see, whatever the files look like. */

import type { z } from "zod";
import type { Locale } from "@/lib/i18n/languages";
import type { siteSchema } from "./loading/schemas";
import type { ArticleForm } from "./model/forms";

interface ImageBase {
  alt: string;
  /** Intrinsic size (of the largest variant); sets the aspect ratio and prevents layout shift. */
  width: number;
  height: number;
  /** URL path of the file for `<img src>`: the largest WebP, or the SVG. */
  src: string;
}

/** A photo or drawn image, encoded as AVIF and WebP at several widths. */
export interface RasterImageRef extends ImageBase {
  kind: "raster";
  avifSrcSet: string;
  webpSrcSet: string;
}

/** Vector art (a generated cover): one SVG file that is sharp at every width. */
export interface VectorImageRef extends ImageBase {
  kind: "vector";
}

export type ImageRef = RasterImageRef | VectorImageRef;

/** The site settings file as validated (content/site/{name}.yaml). */
type SiteSettings = z.output<typeof siteSchema>;

/**
 * The site settings as pages use them: the fields editors write as they are, every optional
 * one resolved to its default (src/lib/content/loading/site.ts).
 */
export type Site = Pick<
  SiteSettings,
  | "name"
  | "title"
  | "tagline"
  | "description"
  | "domain"
  | "language"
  | "social"
  | "analytics"
  | "descriptionEmojis"
  | "home"
> & {
  /** `https://{domain}`, no trailing slash. */
  url: string;
  locale: Locale;
  email: string;
  logo: { src: string; width: number; height: number };
  /** The accent colour of the light and dark themes, where the settings change it. */
  colors: { accent: string | null; accentDark: string | null };
  /** Keys of the categories and subcategories about health (their articles' disclaimer). */
  healthCategories: string[];
  /** The data controller and publisher, where the settings name one (privacy policy, imprint). */
  controller: Controller | null;
};

/** Legal name, address, MERSİS number, KEP address and e-mail (defaulting to the site's). */
export type Controller = Required<
  Omit<
    NonNullable<SiteSettings["controller"]>,
    "editorInChief" | "managingEditor" | "hostingCountry"
  >
> & {
  /** Null where the settings do not name them: the imprint then says so. */
  editorInChief: string | null;
  managingEditor: string | null;
  hostingCountry: string | null;
};

export interface CategoryNode {
  key: string;
  slug: string;
  title: string;
  description: string;
  /** Site path: `/{category}` or `/{category}/{subcategory}`. */
  path: string;
  parentKey: string | null;
  children: CategoryNode[];
}

export interface Author {
  slug: string;
  name: string;
  role: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  path: string;
  /** The editor's photo, or generated initials. */
  avatar: ImageRef;
}

/** An author as loaded from content, before the image step gives them an avatar. */
export type AuthorDraft = Omit<Author, "avatar">;

export interface ArticleEntity {
  category: string;
  subcategories: { subcategory: string; subsubcategories: string[] }[];
}

export interface ArticleSummary {
  id: string;
  slug: string;
  path: string;
  title: string;
  description: string;
  /** The article's shape: "explainer" unless the front matter says otherwise. */
  form: ArticleForm;
  author: string;
  date: string;
  updated: string | null;
  /** What the update changed, one line; set exactly when `updated` is. */
  updateNote: string | null;
  entities: ArticleEntity[];
  /** First known category and subcategory, resolved once: where breadcrumbs and cards place it. */
  placement: Placement;
  wordCount: number;
  readingMinutes: number;
  /** Texts of the body's `##` headings, as rendered (the search index reads them). */
  sectionHeadings: string[];
  /** The editor's cover, or a generated one. */
  cover: ImageRef;
  /**
   * A health article: it ends with the medical disclaimer and names its medical reviewer (the
   * front matter's `health`, else its categories; src/lib/content/editorial/health-articles.ts).
   */
  health: boolean;
  /** The medical review, on health articles (content/STYLE.md); null elsewhere. */
  review: ArticleReview | null;
}

/** A medical reviewer as pages show them. */
export interface Reviewer {
  slug: string;
  name: string;
  title: string;
  description: string;
}

/** Who reviewed an article medically, and when (null until the review has happened). */
export interface ArticleReview {
  reviewer: { slug: string; name: string; title: string };
  date: string | null;
}

/** One entry of an article's table of contents: a `##` heading and its anchor id. */
export interface TocEntry {
  id: string;
  text: string;
}

/** An article as loaded from content, before the image step gives it a cover. */
export type ArticleDraft = Omit<ArticleSummary, "cover">;

/** A category or subcategory as an article's placement refers to it. */
export interface PlacementRef {
  key: string;
  slug: string;
  title: string;
  path: string;
}

export interface Placement {
  category: PlacementRef | null;
  subcategory: PlacementRef | null;
}

export interface StaticPage {
  slug: string;
  path: string;
  title: string;
  description: string;
  updated: string;
  html: string;
}

/** category → subcategory → sub-subcategory → article ids (docs/behaviour.md#category-tree). */
export type ArticleIndex = Record<string, Record<string, Record<string, string[]>>>;

export interface PartnerLinks {
  byPath: Record<string, string[]>;
  newUrl: string;
}

/** Everything the site is built from, in the app's own types. Serialisable. */
interface ModelOf<A, U> {
  site: Site;
  categories: CategoryNode[];
  authors: U[];
  /** Physicians who review health articles (content/reviewers). */
  reviewers: Reviewer[];
  /** Newest first. */
  articles: A[];
  index: ArticleIndex;
  pages: StaticPage[];
  partnerLinks: PartnerLinks;
  /** Tables of contents by article slug; only articles with enough `##` headings have one. */
  tocs: Record<string, TocEntry[]>;
  /** The build's date (ISO): what it published, and the year of the footer's copyright line. */
  builtAt: string;
}

/** The model as loaded and validated from content: no images yet. */
export type LoadedModel = ModelOf<ArticleDraft, AuthorDraft>;

/** The model pages read: every article has its cover and every author an avatar. */
export type ContentModel = ModelOf<ArticleSummary, Author>;
