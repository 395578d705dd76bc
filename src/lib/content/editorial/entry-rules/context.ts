/**
 * What the entry rules know of the rest of the site besides the entry: the build gathers it from
 * every file it reads; the desk receives it in editor-data.json (plain data, hence `RuleFacts`)
 * and adds the clock.
 */

/** A file of a collection and the slug it names. */
export interface SlugOwner {
  /** The file as the project names it: `content/articles/x.md`. */
  file: string;
  slug: string;
}

export interface ArticleFacts extends SlugOwner {
  /** As the file has it: `2025-03-14` or a full date-time. */
  date: string;
  draft: boolean;
}

export interface RuleFacts {
  /** The site's language: the house style and the Turkish-letters check are for "tr". */
  language: string;
  siteUrl: string;
  /** Keys of the categories and subcategories whose articles need a medical review. */
  healthCategories: string[];
  /** The category tree's keys: a category and its subcategories. */
  categories: { key: string; children: string[] }[];
  authors: SlugOwner[];
  reviewers: SlugOwner[];
  articles: ArticleFacts[];
}

export interface EntryContext extends RuleFacts {
  /** The build's date (or the desk's clock): what is published, what is in the future. */
  now: Date;
}

/** An entry as the rules read it: a file's data before validation, and its body. */
export interface EntryInput {
  /** The entry's own file (`content/articles/x.md`); null for one not saved yet. */
  file: string | null;
  data: Record<string, unknown>;
  /** Markdown body (articles, pages); "" for YAML files. */
  body: string;
  /** The body as HTML, when the caller has rendered it already (the build's cache). */
  html?: string;
  /** The body's words, when the caller has counted them already. */
  words?: number;
}
