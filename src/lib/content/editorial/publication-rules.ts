import type { LoadedContent } from "../loading/load-content";
import type { ContentProblem } from "../loading/problems";

/**
 * Rules of the publication as a whole that an editor fixes in one file: `npm run content:check`
 * lists them by file and field. They do not stop a build nor a deploy: a repeated title is a
 * poor page, not a broken one.
 */

/** An author's biography runs to this many words: enough to say who writes, short to read. */
const BIO_WORDS = { min: 60, max: 200 } as const;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Each article after the first with the same value of `field`, naming the first one's file. */
function repeated(
  articles: readonly { file: string; value: string }[],
  field: "title" | "description",
  fieldTr: string,
): ContentProblem[] {
  const first = new Map<string, string>();
  return articles.flatMap(({ file, value }) => {
    const key = value.trim().toLocaleLowerCase("tr");
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, file);
      return [];
    }
    return [
      {
        file,
        field,
        problem: `the same ${field} as ${earlier}`,
        tr: `${earlier} ile aynı ${fieldTr}: okur da arama motoru da iki yazıyı ayırt edemez. Bu yazıya kendine özgü bir ${fieldTr} yazın.`,
      },
    ];
  });
}

export function publicationProblems(loaded: LoadedContent): ContentProblem[] {
  const { model, facts } = loaded;
  const fileOf = new Map(facts.articles.map((a) => [a.slug, a.file]));
  const articles = [...model.articles]
    .map((a) => ({ ...a, file: fileOf.get(a.slug) ?? a.slug }))
    .sort((a, b) => a.file.localeCompare(b.file));
  const problems = [
    ...repeated(
      articles.map((a) => ({ file: a.file, value: a.title })),
      "title",
      "başlık",
    ),
    ...repeated(
      articles.map((a) => ({ file: a.file, value: a.description })),
      "description",
      "açıklama",
    ),
  ];
  const authorFile = new Map(facts.authors.map((a) => [a.slug, a.file]));
  for (const author of model.authors) {
    const count = words(author.description);
    if (count >= BIO_WORDS.min && count <= BIO_WORDS.max) continue;
    problems.push({
      file: authorFile.get(author.slug) ?? author.slug,
      field: "description",
      problem: `${count} words: a biography runs to ${BIO_WORDS.min}–${BIO_WORDS.max}`,
      tr: `Özgeçmiş ${count} kelime; ${BIO_WORDS.min}–${BIO_WORDS.max} kelime olmalı.`,
    });
  }
  return problems;
}
