import type { ArticleDraft } from "@/lib/content/types";
import { toSlug } from "@/lib/text/slug";
import type { DeepSource } from "./build-index";

/**
 * Larger article lists made from the bundled ones, for the index budgets and the benchmark
 * (the site's own build path is then run over them).
 * - "repeat": as `npm run bench` makes them: the same articles again, "Başlık 2", "slug-2".
 * - "mixed": new titles spliced from the start of one title and the end of another, slugs made from them as an editor would, headings of a third article. Repeats
 *   compress unrealistically well; mixing is the honest size at 10,000 articles.
 */
export interface CorpusArticle {
  article: ArticleDraft;
  source: DeepSource;
}

export function growCorpus(
  templates: readonly CorpusArticle[],
  count: number,
  mode: "repeat" | "mixed",
): CorpusArticle[] {
  if (templates.length === 0) throw new Error("growCorpus: no articles to grow from");
  const grown: CorpusArticle[] = [];
  const slugs = new Set<string>();
  // A fixed-seed generator: the same corpus on every run.
  let seed = 20_240_917;
  const next = (below: number) => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return (seed >>> 8) % below;
  };
  for (let i = 0; i < count; i++) {
    const n = templates.length;
    const round = Math.floor(i / n);
    const base = templates[i % n] as CorpusArticle;
    if (round === 0) {
      grown.push(base);
      slugs.add(base.article.slug);
      continue;
    }
    if (mode === "repeat") {
      const article = {
        ...base.article,
        title: `${base.article.title} ${round + 1}`,
        slug: `${base.article.slug}-${round + 1}`,
      };
      grown.push({ article, source: base.source });
      continue;
    }
    const other = templates[next(n)] as CorpusArticle;
    const third = templates[next(n)] as CorpusArticle;
    const head = base.article.title.split(" ");
    const tail = other.article.title.split(" ");
    const title = [
      ...head.slice(0, 1 + next(Math.max(1, head.length - 1))),
      ...tail.slice(1 + next(Math.max(1, tail.length - 1))),
    ].join(" ");
    let slug = toSlug(title).split("-").slice(0, 7).join("-");
    for (let k = 2; slugs.has(slug); k++)
      slug = `${toSlug(title).split("-").slice(0, 7).join("-")}-${k}`;
    slugs.add(slug);
    grown.push({
      article: { ...base.article, title, slug },
      source: { description: base.source.description, headings: third.source.headings },
    });
  }
  return grown;
}
