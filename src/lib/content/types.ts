/** The app's own content types: what routes and components see, whatever the files look like. */

import type { Language, Locale } from "./languages";

export interface ImageRef {
  alt: string;
  /** Intrinsic size of the largest variant; sets the aspect ratio and prevents layout shift. */
  width: number;
  height: number;
  /** Largest WebP variant, for `<img src>` and social previews. */
  src: string;
  avifSrcSet: string;
  webpSrcSet: string;
}

export interface Site {
  name: string;
  title: string;
  tagline: string;
  description: string;
  domain: string;
  /** `https://{domain}`, no trailing slash. */
  url: string;
  language: Language;
  locale: Locale;
  email: string;
  social: { video: string; network: string; photos: string };
  analytics: { counterUrl: string };
  /** Storage buckets of the deploy: `{name}-dev` and `{name}-prod` unless the settings say otherwise. */
  buckets: { development: string; production: string };
  /** Four emojis, one put before each generated description (src/lib/seo/description.ts). */
  descriptionEmojis: string[];
  /** Days a deploy keeps the files of older builds, for readers' open tabs. */
  deploy: { graceDays: number };
  logo: { src: string; width: number; height: number };
  /** The accent colour of the light and dark themes, where the settings change it. */
  colors: { accent: string | null; accentDark: string | null };
  home: { spotlight: string; featured: string[]; popular: string[] };
}

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
  avatar: ImageRef | null;
}

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
  author: string;
  date: string;
  updated: string | null;
  entities: ArticleEntity[];
  /** First known category and subcategory, resolved once: where breadcrumbs and cards place it. */
  placement: Placement;
  wordCount: number;
  readingMinutes: number;
  /** Filled by the image build: the editor's cover, or a generated one. */
  cover: ImageRef | null;
}

/** One entry of an article's table of contents: a `##` heading and its anchor id. */
export interface TocEntry {
  id: string;
  text: string;
}

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

/** category → subcategory → sub-subcategory → article ids (SPEC section 3). */
export type ArticleIndex = Record<string, Record<string, Record<string, string[]>>>;

export interface PartnerLinks {
  byPath: Record<string, string[]>;
  newUrl: string;
}
