import type { ArticleDraft, CategoryNode } from "@/lib/content/types";
import { paths } from "@/lib/paths";
import type { DeepSource } from "@/lib/search/build-index";

/** A small category tree and articles for the search's unit and component tests. */
export function sampleCategories(): CategoryNode[] {
  const node = (
    key: string,
    title: string,
    parent: string | null,
    children: CategoryNode[] = [],
  ) => ({
    key,
    slug: key,
    title,
    description: "",
    path: parent ? paths.category(parent, key) : paths.category(key),
    parentKey: parent,
    children,
  });
  return [
    node("hair", "Saç Modelleri ve Bakımı", null, [
      node("sac-bakimi", "Saç Bakımı", "hair"),
      node("renk", "Saç Rengi Seçimi", "hair"),
    ]),
    node("skin", "Cilt Bakımı", null, [node("leke", "Leke ve Hiperpigmentasyon", "skin")]),
  ];
}

export interface SampleArticle {
  title: string;
  slug: string;
  category: string;
  subcategory: string;
  description?: string;
  headings?: string[];
}

/** Articles in the given order (newest first), filed as the model files them. */
export function sampleArticles(items: readonly SampleArticle[]): ArticleDraft[] {
  const categories = sampleCategories();
  return items.map((item, i) => {
    const category = categories.find((c) => c.key === item.category);
    const sub = category?.children.find((c) => c.key === item.subcategory);
    const ref = (n: CategoryNode | undefined) =>
      n ? { key: n.key, slug: n.slug, title: n.title, path: n.path } : null;
    return {
      id: item.slug,
      slug: item.slug,
      path: paths.article(item.slug),
      title: item.title,
      description: item.description ?? "",
      form: "explainer",
      author: "yazar",
      date: `2025-01-${String(28 - i).padStart(2, "0")}`,
      updated: null,
      updateNote: null,
      entities: [
        {
          category: item.category,
          subcategories: [{ subcategory: item.subcategory, subsubcategories: [] }],
        },
      ],
      placement: { category: ref(category), subcategory: ref(sub) },
      wordCount: 500,
      readingMinutes: 3,
      sectionHeadings: [...(item.headings ?? [])],
      health: false,
      cover: null,
      review: null,
    };
  });
}

export function sampleSources(items: readonly SampleArticle[]): (a: ArticleDraft) => DeepSource {
  const bySlug = new Map(items.map((i) => [i.slug, i]));
  return (article) => ({
    description: bySlug.get(article.slug)?.description ?? "",
    headings: bySlug.get(article.slug)?.headings ?? [],
  });
}

/** The articles the header's search box is tested with, whole index or split. */
export const SEARCH_BOX_ITEMS: readonly SampleArticle[] = [
  {
    title: "Saç Bakımında Doğru Bilinen Yanlışlar",
    slug: "sac-yanlislar",
    category: "hair",
    subcategory: "sac-bakimi",
  },
  {
    title: "Işıltılı Cilt İçin Akşam Rutini",
    slug: "aksam-rutini",
    category: "skin",
    subcategory: "leke",
    description: "Gece kremi ve serum sırası.",
  },
  {
    title: "Kırık Uçlar Neden Oluşur?",
    slug: "kirik-uclar",
    category: "hair",
    subcategory: "sac-bakimi",
  },
  {
    title: "Kuru Saçlar İçin Maske",
    slug: "kuru-saclar",
    category: "hair",
    subcategory: "sac-bakimi",
  },
  { title: "Saç Rengi Nasıl Seçilir?", slug: "sac-rengi", category: "hair", subcategory: "renk" },
];
