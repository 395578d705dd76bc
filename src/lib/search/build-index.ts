import { placementLabel } from "@/lib/content/model/article-index";
import type { ArticleDraft, CategoryNode } from "@/lib/content/types";
import type { Language } from "@/lib/i18n/languages";
import {
  type DeepIndexFile,
  encodeIds,
  encodeKeys,
  encodeSlug,
  fingerprint,
  INDEX_VERSION,
  type TitleIndexFile,
} from "./index-file";
import { type SearchLanguage, searchLanguage } from "./languages";
import { wordTokens } from "./words";

/**
 * Each word of a text, folded (as the browser will split it), and its stem key. The stemmer
 * reads the word with its letters as written (lower-cased) when the two splits agree, as they
 * do for any text an editor writes: Turkish needs its letters for vowel harmony.
 */
export function wordsWithKeys(
  text: string,
  language: SearchLanguage,
): { words: string[]; keys: string[] } {
  const words = wordTokens(language.fold(text));
  const lower = wordTokens(language.lower(text.normalize("NFC")));
  const source = lower.length === words.length ? lower : words;
  const keys = source.map((word, i) => {
    const folded = words[i] ?? "";
    return language.stopwords.has(folded) ? "" : language.wordKey(word, folded);
  });
  return { words, keys };
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** Categories and subcategories (at any depth) in menu order, each with its parent's position. */
function flatten(categories: readonly CategoryNode[]) {
  const nodes: { node: CategoryNode; parent: number }[] = [];
  const visit = (node: CategoryNode, parent: number) => {
    const index = nodes.push({ node, parent }) - 1;
    for (const child of node.children) visit(child, index);
  };
  for (const category of categories) visit(category, -1);
  return nodes;
}

/** Positions of the categories an article is filed under; the one its cards show comes first. */
function placesOf(article: ArticleDraft, byKeyPath: ReadonlyMap<string, number>): number[] {
  const label = placementLabel(article.placement);
  const labelAt = label ? byKeyPath.get(label.path) : undefined;
  const places = labelAt === undefined ? [] : [labelAt];
  const add = (path: string) => {
    const at = byKeyPath.get(path);
    if (at !== undefined && !places.includes(at)) places.push(at);
  };
  for (const entity of article.entities) {
    add(entity.category);
    for (const sub of entity.subcategories) {
      add(`${entity.category}/${sub.subcategory}`);
      for (const subsub of sub.subsubcategories)
        add(`${entity.category}/${sub.subcategory}/${subsub}`);
    }
  }
  return places;
}

/**
 * The title tier: what the search box needs to list and rank articles by their titles, read
 * in the site's language (written into the file for the browser).
 */
export function buildTitleIndex(
  articles: readonly ArticleDraft[],
  categories: readonly CategoryNode[],
  lang: Language,
): TitleIndexFile {
  const language = searchLanguage(lang);
  const nodes = flatten(categories);
  // Entities name categories by key; a node is found by its key path or by its site path.
  const byPath = new Map<string, number>();
  nodes.forEach(({ node }, i) => {
    byPath.set(node.path, i);
  });
  const keyPath = (i: number): string => {
    const entry = nodes[i];
    if (!entry) return "";
    return entry.parent < 0 ? entry.node.key : `${keyPath(entry.parent)}/${entry.node.key}`;
  };
  nodes.forEach((_, i) => {
    byPath.set(keyPath(i), i);
  });

  const titles: string[] = [];
  const slugs: string[] = [];
  const places: string[] = [];
  const keys: string[] = [];
  for (const article of articles) {
    const title = oneLine(article.title);
    const { words, keys: wordKeys } = wordsWithKeys(title, language);
    titles.push(title);
    slugs.push(encodeSlug(words, article.slug));
    places.push(
      placesOf(article, byPath)
        .map((p) => p.toString(36))
        .join("."),
    );
    keys.push(encodeKeys(words, wordKeys));
  }
  return {
    v: INDEX_VERSION,
    lang,
    sig: fingerprint(articles.map((a) => a.slug)),
    categories: nodes.map(({ node, parent }) => {
      const { words, keys: nameKeys } = wordsWithKeys(node.title, language);
      return { t: oneLine(node.title), p: node.path, k: encodeKeys(words, nameKeys), u: parent };
    }),
    titles: titles.join("\n"),
    slugs: slugs.join("\n"),
    places: places.join("\n"),
    keys: keys.join("\n"),
  };
}

export interface DeepSource {
  description: string;
  /** Texts of the article's section headings. */
  headings: readonly string[];
}

/**
 * An article's description and the headings of its rendered body, as the model keeps them
 * (collected on the tree when the body was rendered).
 */
export function deepSourceOf(article: ArticleDraft): DeepSource {
  return { description: article.description, headings: article.sectionHeadings };
}

/**
 * The deeper tier: stems of each article's description and headings, not already in its title,
 * in the site's language (the title index carries it to the browser).
 */
export function buildDeepIndex(
  articles: readonly ArticleDraft[],
  sourceOf: (article: ArticleDraft) => DeepSource,
  lang: Language,
): DeepIndexFile {
  const language = searchLanguage(lang);
  const postings = new Map<string, number[]>();
  articles.forEach((article, id) => {
    const inTitle = new Set(wordsWithKeys(article.title, language).keys);
    const { description, headings } = sourceOf(article);
    const { words, keys } = wordsWithKeys([description, ...headings].join("\n"), language);
    const own = new Set<string>();
    keys.forEach((key, i) => {
      const word = words[i] ?? "";
      if (word.length < language.minWordLength || language.stopwords.has(word)) return;
      // Without a usable stem the word itself is kept: the query's stems find it by its start.
      const entry = key || word;
      if (!inTitle.has(entry)) own.add(entry);
    });
    for (const key of own) {
      const list = postings.get(key);
      if (list) list.push(id);
      else postings.set(key, [id]);
    }
  });
  const sorted = [...postings.keys()].sort();
  return {
    v: INDEX_VERSION,
    sig: fingerprint(articles.map((a) => a.slug)),
    keys: sorted.join("\n"),
    ids: sorted.map((key) => encodeIds(postings.get(key) ?? [])).join("\n"),
  };
}
