import path from "node:path";
import { CONTENT_START_DATE } from "@/lib/text/dates";
import { readSourceFiles } from "./files";
import { OTHER } from "./other";
import type { ProblemLog } from "./problems";
import { type ArticleFrontMatter, articleFrontMatterSchema } from "./schemas";
import { reportFacts, reportHouseStyle } from "./style-report";
import type { CategoryNode } from "./types";
import { readValidatedDocument } from "./validated";

/**
 * The largest article body: a long feature is under 100 KB of Markdown; a bigger body is a
 * pasted export or a mistake, and would make a page readers cannot load on a phone.
 */
export const MAX_BODY_BYTES = 1_000_000;

export interface LoadedArticle {
  file: string;
  data: ArticleFrontMatter;
  body: string;
}

/**
 * Reads and validates every article. Errors (bad front matter, unknown author, duplicate
 * slug) stop the build; an unknown category or subcategory only warns: the article is
 * filed under `other` and stays readable at its URL.
 */
export function loadArticles(
  contentDir: string,
  categories: readonly CategoryNode[],
  authorSlugs: ReadonlySet<string>,
  log: ProblemLog,
  now: Date = new Date(),
  /** The Turkish house style and fact rules (content/STYLE.md), on a Turkish site. */
  houseStyle = false,
): LoadedArticle[] {
  const articles: LoadedArticle[] = [];
  const bySlug = new Map<string, string>();
  for (const source of readSourceFiles(path.join(contentDir, "articles"), [".md"])) {
    const doc = readValidatedDocument(source, articleFrontMatterSchema, log);
    if (!doc) continue;
    const { data } = doc;
    let valid = true;
    if (!authorSlugs.has(data.author)) {
      log.error(
        source.file,
        "author",
        `unknown author "${data.author}" (no file in authors/ has this slug)`,
      );
      valid = false;
    }
    for (const problem of dateProblems(data, now)) {
      log.error(source.file, problem.field, problem.message);
      valid = false;
    }
    const earlier = bySlug.get(data.slug);
    if (earlier) {
      log.error(source.file, "slug", `"${data.slug}" is already used by ${earlier}`);
      valid = false;
    }
    if (doc.body.trim().length === 0) {
      log.error(source.file, "body", "is empty");
      valid = false;
    }
    const bytes = Buffer.byteLength(doc.body, "utf8");
    if (bytes > MAX_BODY_BYTES) {
      const size = (n: number) => `${(n / 1_000_000).toFixed(1)} MB`;
      log.error(source.file, "body", `is ${size(bytes)}; at most ${size(MAX_BODY_BYTES)}`);
      valid = false;
    }
    if (houseStyle) {
      reportHouseStyle(source, { body: doc.body, description: data.description }, log);
      reportFacts(source, { body: doc.body, slug: data.slug }, log);
    }
    if (!valid) continue;
    bySlug.set(data.slug, source.file);
    warnUnknownPlacements(source.file, data, categories, log);
    articles.push({ file: source.file, data, body: doc.body });
  }
  return articles;
}

function warnUnknownPlacements(
  file: string,
  data: ArticleFrontMatter,
  categories: readonly CategoryNode[],
  log: ProblemLog,
): void {
  data.entities.forEach((entity, i) => {
    const category = categories.find((c) => c.key === entity.category);
    if (!category) {
      log.warn(
        file,
        `entities.${i}.category`,
        `unknown category "${entity.category}": filed under "${OTHER}"`,
      );
      return;
    }
    entity.subcategories.forEach((sub, j) => {
      if (!category.children.some((c) => c.key === sub.subcategory)) {
        log.warn(
          file,
          `entities.${i}.subcategories.${j}.subcategory`,
          `"${sub.subcategory}" is not a subcategory of "${category.key}": filed under "${OTHER}"`,
        );
      }
    });
  });
}

/**
 * docs/behaviour.md#content-dates: the publication has content from 2024-10-09 (00:00 UTC) on,
 * and an update is never dated after the day of the build (a typo in the year would otherwise
 * sit at the top of every listing). An article's own `date` may be later: it is scheduled
 * (`heldBack`), not wrong.
 */
export function dateProblems(
  data: { date: string; updated?: string | undefined },
  now: Date,
): { field: "date" | "updated"; message: string }[] {
  const start = Date.parse(CONTENT_START_DATE);
  const today = now.toISOString().slice(0, 10);
  const problems: { field: "date" | "updated"; message: string }[] = [];
  for (const field of ["date", "updated"] as const) {
    const value = data[field];
    if (value === undefined) continue;
    const time = Date.parse(value);
    // As the editor wrote it: a plain date, or the full date-time with its offset.
    const shown = value.endsWith("T00:00:00Z") ? value.slice(0, 10) : value;
    if (time < start)
      problems.push({
        field,
        message: `${shown} is before the content start date ${CONTENT_START_DATE.slice(0, 10)}`,
      });
    if (field !== "updated" || time <= now.getTime()) continue;
    problems.push({
      field,
      // On a scheduled article the update would turn into an error on publication day.
      message:
        Date.parse(data.date) > now.getTime()
          ? `${shown}: an article scheduled for later has not been updated yet; remove the line`
          : `${shown} is in the future (the build's date is ${today})`,
    });
  }
  return problems;
}

/** Why an article is not published by a build at `now`: a draft, or dated later; else null. */
export function heldBack(
  data: { date: string; draft?: boolean | undefined },
  now: Date,
): "draft" | "scheduled" | null {
  if (data.draft) return "draft";
  return Date.parse(data.date) > now.getTime() ? "scheduled" : null;
}
