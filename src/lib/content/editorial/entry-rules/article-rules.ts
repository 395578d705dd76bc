import { htmlText } from "@/lib/text/html-text";
import { dateProblems, heldBack } from "../../loading/article-dates";
import { countWords, renderMarkdown, renderMarkdownWithHeadings } from "../../loading/markdown";
import { type ArticleFrontMatter, articleFrontMatterSchema } from "../../loading/schemas";
import { formOf } from "../../model/forms";
import { OTHER } from "../../model/other-key";
import type { ArticleEntity } from "../../types";
import { articleQualityFindings } from "../article-length";
import { factFindings } from "../fact-rules";
import {
  type Apostrophes,
  apostropheWarning,
  htmlApostrophes,
  straightApostrophes,
} from "../formula-signs";
import { isHealthArticle, unmarkedHealthText } from "../health-articles";
import { fieldStyleFindings, houseStyleFindings } from "../house-style";
import type { EntryContext, EntryInput } from "./context";
import { draftLinkFindings } from "./draft-links";
import { error, type Finding, warning } from "./finding";
import { turkishIssue } from "./zod-issues";

/**
 * The rules an article must pass, each on its own: the build (the loader, the warnings, the
 * production readiness), `npm run content:check` and the editors' desk all run these functions,
 * so what the desk lets an editor save is what the build takes.
 */

/**
 * The largest article body: a long feature is under 100 KB of Markdown; a body ten times that is a
 * pasted export or a mistake, and would make a page readers cannot load on a phone.
 */
export const MAX_BODY_BYTES = 1_000_000;

/** An article entry with its front matter read as far as the schema allows. */
export interface ArticleEntry extends EntryInput {
  /** Every field that is valid on its own (all of them when the whole front matter is). */
  fields: Partial<ArticleFrontMatter>;
  issues: readonly import("zod").z.core.$ZodIssue[];
}

const shape = articleFrontMatterSchema.shape;

export function readArticle(entry: EntryInput): ArticleEntry {
  const parsed = articleFrontMatterSchema.safeParse(entry.data);
  if (parsed.success) return { ...entry, fields: parsed.data, issues: [] };
  // Each field on its own, so the other rules still see what is right.
  const fields: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const one = schema.safeParse(entry.data[key]);
    if (one.success && one.data !== undefined) fields[key] = one.data;
  }
  return { ...entry, fields: fields as Partial<ArticleFrontMatter>, issues: parsed.error.issues };
}

type Rule = (entry: ArticleEntry, context: EntryContext) => Finding[];

const schema: Rule = (entry) =>
  entry.issues.map((issue) =>
    error(
      "schema",
      issue.path.length > 0 ? issue.path.join(".") : "-",
      turkishIssue(issue, entry.data),
      issue.message,
    ),
  );

const author: Rule = ({ fields }, context) => {
  const slug = fields.author;
  if (!slug || context.authors.some((a) => a.slug === slug)) return [];
  return [
    error(
      "author",
      "author",
      `“${slug}” adında bir yazar yok: listeden bir yazar seçin; yeni bir yazar için önce Yazarlar bölümünde sayfasını oluşturun.`,
      `unknown author "${slug}" (no file in authors/ has this slug)`,
    ),
  ];
};

const dates: Rule = ({ fields }, context) =>
  fields.date
    ? dateProblems({ date: fields.date, updated: fields.updated }, context.now).map((p) =>
        error("dates", p.field, p.tr, p.message),
      )
    : [];

/** A slug belongs to the first file (in the files' order) that names it; any other file is refused. */
const slug: Rule = ({ fields, file }, context) => {
  const owner = context.articles.find((a) => a.slug === fields.slug);
  const other = owner?.file === file ? undefined : owner;
  if (!fields.slug || !other) return [];
  return [
    error(
      "slug",
      "slug",
      `“${fields.slug}” adresini başka bir yazı kullanıyor (${other.file}): başka bir adres seçin.`,
      `"${fields.slug}" is already used by ${other.file}`,
    ),
  ];
};

const body: Rule = ({ body: text }) => {
  if (text.trim().length === 0)
    return [error("body", "body", "Metin boş: yazının kendisini buraya yazın.", "is empty")];
  const bytes = new TextEncoder().encode(text).length;
  if (bytes <= MAX_BODY_BYTES) return [];
  const size = (n: number) => `${(n / 1_000_000).toFixed(1)} MB`;
  return [
    error(
      "body",
      "body",
      `Metin ${size(bytes)}; en çok ${size(MAX_BODY_BYTES)} olabilir. Başka bir belgeden yapıştırılan fazlalıkları çıkarın.`,
      `is ${size(bytes)}; at most ${size(MAX_BODY_BYTES)}`,
    ),
  ];
};

const houseStyle: Rule = ({ body: text, fields, data }, context) => {
  if (context.language !== "tr") return [];
  const description =
    fields.description ?? (typeof data.description === "string" ? data.description : "");
  return [
    ...houseStyleFindings(text).map((f) => error("house-style", "body", f.tr, f.message, f.line)),
    ...fieldStyleFindings(description).map((f) =>
      error("house-style", "description", f.tr, f.message),
    ),
  ];
};

/** The article's categories as far as they can be read, for the rules that ask about them. */
const entitiesOf = ({ fields, data }: ArticleEntry): ArticleEntity[] =>
  fields.entities ??
  (Array.isArray(data.entities)
    ? data.entities
        .filter((e): e is ArticleEntity => !!e && typeof e === "object")
        .map((e) => ({
          category: String(e.category ?? ""),
          subcategories: Array.isArray(e.subcategories) ? e.subcategories : [],
        }))
    : []);

/** The article as the health rules read it: its own `health` mark and its categories. */
const healthOf = (entry: ArticleEntry) => ({
  health: entry.fields.health,
  entities: entitiesOf(entry),
});

/**
 * An article whose text is about health (./../health-terms.ts) is marked as a health article,
 * so that it carries the medical disclaimer and a physician's review.
 */
const health: Rule = (entry, context) => {
  if (context.language !== "tr") return [];
  const unmarked = unmarkedHealthText(healthOf(entry), entry.body, context.healthCategories);
  return unmarked ? [error("health", "health", unmarked, unmarked)] : [];
};

/**
 * Every health article (`health: true`, or in a health category) names its medical reviewer, a
 * reviewer that exists, and a review date, when given, between the article's date and the
 * build's.
 */
const review: Rule = (entry, context) => {
  const { fields, data } = entry;
  if (!fields.review) {
    if (data.review !== undefined || !isHealthArticle(healthOf(entry), context.healthCategories))
      return [];
    return [
      error(
        "review",
        "review",
        "Bu bir sağlık yazısı: yazıyı inceleyen hekimi seçin (content/STYLE.md, tıbbi inceleme).",
        "a health article (health: true, or in a health category) names its medical reviewer: review: { reviewer: slug, date: YYYY-MM-DD } (content/STYLE.md)",
      ),
    ];
  }
  const findings: Finding[] = [];
  const { reviewer, date } = fields.review;
  if (!context.reviewers.some((r) => r.slug === reviewer))
    findings.push(
      error(
        "review",
        "review.reviewer",
        `“${reviewer}” adında bir hekim yok: listeden seçin; yeni bir hekim için önce Hekimler bölümünde dosyasını oluşturun.`,
        `unknown reviewer "${reviewer}" (no file in reviewers/ has this slug)`,
      ),
    );
  if (date && fields.date && date < fields.date)
    findings.push(
      error(
        "review",
        "review.date",
        "İnceleme tarihi yayın tarihinden önce olamaz.",
        "must not be before date",
      ),
    );
  if (date && date > context.now.toISOString())
    findings.push(
      error(
        "review",
        "review.date",
        "İnceleme tarihi ileri bir gün olamaz: hekim yazıyı incelediğinde o günü girin.",
        "must not be after the day of the build",
      ),
    );
  return findings;
};

/**
 * Facts the publication states in many articles, held where a rule can tell for sure (the AHA
 * figure's origin, the EU's salicylic acid limits, one patch-test protocol…): ../fact-rules.ts,
 * whose sentences are the editors' Turkish already.
 */
const facts: Rule = ({ body: text, fields, data }, context) => {
  if (context.language !== "tr") return [];
  const slug = fields.slug ?? (typeof data.slug === "string" ? data.slug : "");
  return factFindings(text, slug).map((f) => error("facts", "body", f.message, f.message, f.line));
};

/** A category or subcategory the tree does not know: the article is filed under "Diğer". */
const placement: Rule = (entry, context) =>
  entitiesOf(entry).flatMap((entity, i) => {
    const category = context.categories.find((c) => c.key === entity.category);
    if (!category)
      return [
        warning(
          "placement",
          `entities.${i}.category`,
          `“${entity.category}” adında bir kategori yok: yazı “Diğer” altında görünür. Listeden bir kategori seçin.`,
          `unknown category "${entity.category}": filed under "${OTHER}"`,
        ),
      ];
    return entity.subcategories.flatMap((sub, j) =>
      category.children.includes(sub.subcategory)
        ? []
        : [
            warning(
              "placement",
              `entities.${i}.subcategories.${j}.subcategory`,
              `“${sub.subcategory}”, “${category.key}” kategorisinin bir alt kategorisi değil: yazı “Diğer” altında görünür. Listeden bir alt kategori seçin.`,
              `"${sub.subcategory}" is not a subcategory of "${category.key}": filed under "${OTHER}"`,
            ),
          ],
    );
  });

const htmlOf = (entry: ArticleEntry) => entry.html ?? renderMarkdown(entry.body);

/** The body's text as a reader reads it: from the caller's HTML, or rendered here. */
const textOf = (entry: ArticleEntry) =>
  entry.html === undefined ? renderMarkdownWithHeadings(entry.body).text : htmlText(entry.html);

/** Shorter or longer than its form runs to; no Turkish letters (../article-length.ts). */
const length: Rule = (entry, context) => {
  // Words and Korean characters are counted on the text; the Turkish-letter check reads only
  // letters, which the HTML has too (the build's warnings give HTML and counted words).
  const counted = entry.words === undefined || context.language === "ko";
  const body = counted ? textOf(entry) : htmlOf(entry);
  return articleQualityFindings(
    { wordCount: entry.words ?? countWords(body), form: formOf(entry.fields.form) },
    body,
    context.language,
  ).map((issue) => warning("length", "body", issue.tr, issue.message));
};

/** A straight apostrophe between letters, where the house style writes ’ (Işıltı’da). */
const apostrophes: Rule = (entry, context) => {
  if (context.language !== "tr") return [];
  const found: [string, Apostrophes][] = [
    ["title", straightApostrophes(entry.fields.title ?? "")],
    ["description", straightApostrophes(entry.fields.description ?? "")],
    ["body", htmlApostrophes(htmlOf(entry))],
  ];
  return found.flatMap(([field, apostrophes]) => {
    const { count, examples } = apostrophes;
    if (count === 0) return [];
    return [
      warning(
        "apostrophes",
        field,
        `${count} yerde düz kesme işareti var (${examples.join(", ")}): Türkçe yazıda ’ kullanın (Işıltı’da).`,
        `${field}: ${apostropheWarning(apostrophes)}`,
      ),
    ];
  });
};

/** A page readers can read links to an article they cannot (a draft, a scheduled one). */
const draftLinks: Rule = (entry, context) => {
  const { fields } = entry;
  if (!fields.date || heldBack({ date: fields.date, draft: fields.draft }, context.now)) return [];
  const held = context.articles.flatMap((a) => {
    const reason = heldBack(a, context.now);
    return reason && a.file !== entry.file ? [{ ...a, reason }] : [];
  });
  return draftLinkFindings(htmlOf(entry), context.siteUrl, held);
};

/**
 * Every article rule by name, and when the build runs it: `load` while reading the files (an
 * error stops the build), `warnings` with the build's warnings, `readiness` with what a
 * production deploy refuses. The desk runs them all before every save.
 */
export const ARTICLE_RULES: Record<
  string,
  { stage: "load" | "warnings" | "readiness"; run: Rule }
> = {
  schema: { stage: "load", run: schema },
  author: { stage: "load", run: author },
  dates: { stage: "load", run: dates },
  slug: { stage: "load", run: slug },
  body: { stage: "load", run: body },
  "house-style": { stage: "load", run: houseStyle },
  facts: { stage: "load", run: facts },
  health: { stage: "load", run: health },
  review: { stage: "load", run: review },
  placement: { stage: "load", run: placement },
  length: { stage: "warnings", run: length },
  apostrophes: { stage: "warnings", run: apostrophes },
  "draft-links": { stage: "readiness", run: draftLinks },
};

/** The findings of the rules of the given stages (all of them by default) on one article. */
export function checkArticle(
  entry: EntryInput | ArticleEntry,
  context: EntryContext,
  stages: readonly ("load" | "warnings" | "readiness")[] = ["load", "warnings", "readiness"],
): Finding[] {
  const article = "fields" in entry ? entry : readArticle(entry);
  return Object.values(ARTICLE_RULES)
    .filter((rule) => stages.includes(rule.stage))
    .flatMap((rule) => rule.run(article, context));
}
