/**
 * The desk's checks before a save and `npm run content:check` are one set of rules: for one
 * faulty article per rule, what the desk tells the editor at the form (./entry-check.ts, as the
 * desk runs it in the browser) is what content:check reports for the saved file, and no rule
 * of the module is left without a case.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { articleWarnings } from "@/lib/content/editorial/content-warnings";
import { ARTICLE_RULES } from "@/lib/content/editorial/entry-rules";
import { unpublishedLinkFindings } from "@/lib/content/editorial/production-readiness";
import { type LoadedContent, loadContent, readContent } from "@/lib/content/loading/load-content";
import { ContentError, ProblemLog } from "@/lib/content/loading/problems";
import { parseContentFile } from "@/lib/editing/content-file";
import { deskData } from "@/lib/editing/desk-data";
import { SOURCE } from "@/lib/editing/entry-file";
import { articleFile, makeFixture, VALID_ARTICLE } from "../../tests/support/content-fixture";
import { setDesk } from "./desk";
import { type DeskEntry, entryFindings } from "./entry-check";

const NOW = new Date("2025-08-01T12:00:00Z");
/** Long enough for an explainer (500 words), so a case shows its own rule only. */
const WORDS = "Güneş kremi her sabah sürülür ve gün içinde yeniden tazelenir. ".repeat(60);
const FILE = "content/articles/z-yeni.md";
const article = (fields: Record<string, unknown>, body = WORDS) =>
  articleFile({ ...VALID_ARTICLE, slug: "z-yeni", ...fields }, body);

/** One faulty article per rule of the module; some need another file changed as well. */
const CASES: Record<string, Record<string, string>> = {
  schema: { [FILE]: article({ description: "Kısa bir açıklama." }) },
  author: { [FILE]: article({ author: "kimse" }) },
  dates: { [FILE]: article({ updated: "2025-09-01", updated_note: "Kaynaklar yenilendi." }) },
  slug: { [FILE]: article({ slug: "ikinci-yazi" }) },
  body: { [FILE]: article({}, "   ") },
  "house-style": {
    [FILE]: article(
      {},
      `${WORDS}\n\nBir şey daha: bu durumda tedavinizi izleyen dermatologla konuşun.`,
    ),
  },
  facts: {
    [FILE]: article({}, `${WORDS}\n\nGlikolik asitte yasal sınır %10 ve pH 3,5 üzeridir.`),
  },
  health: {
    [FILE]: article(
      { entities: [{ category: "sac", subcategories: [] }] },
      `${WORDS}\n\nKalıcı ojelerde TPO artık yasak. Jeldeki akrilat ve metakrilat türevleri alerjik temas dermatitine yol açabilir; HEMA en sık suçlanandır.`,
    ),
  },
  review: {
    "site/fixture.yaml": "HEALTH",
    [FILE]: article({}),
  },
  placement: { [FILE]: article({ entities: [{ category: "yok", subcategories: [] }] }) },
  length: { [FILE]: article({}, "Kısa bir metin, bir yazı için çok kısa.") },
  apostrophes: { [FILE]: article({ title: "Işıltı'nın Güneş Kremi Rehberi" }) },
  "draft-links": {
    "content/articles/ucuncu-yazi.md": "DRAFT",
    [FILE]: article({}, `${WORDS}\n\nAyrıntılar [üçüncü yazıda](/articles/ucuncu-yazi).`),
  },
};

/** The test site's own files (tests/fixtures/content), which a case changes. */
const FIXTURE = path.resolve(__dirname, "../../tests/fixtures/content");
const original = (file: string) => readFileSync(path.join(FIXTURE, file), "utf8");

/** A case's changes to a file of the test site: the whole text, or one named edit. */
const EDITS: Record<string, (text: string) => string> = {
  HEALTH: (text) => `${text}health:\n  categories: [cilt]\n`,
  DRAFT: (text) => text.replace(/^date: .*$/mu, (line) => `${line}\ndraft: true`),
};

/** The test site with a case's files written (paths from the project's root, as the desk names them). */
function fixtureFor(files: Record<string, string>) {
  return makeFixture(
    Object.fromEntries(
      Object.entries(files).map(([file, text]) => {
        const inContent = file.replace(/^content\//, "");
        const edit = EDITS[text];
        return [inContent, edit ? edit(original(inContent)) : text];
      }),
    ),
  );
}

/**
 * What `npm run content:check` reports on FILE: its errors (the check stops there), else its
 * warnings and unpublished links. Files are named from the project's root, as at a checkout.
 */
function contentCheck(options: Parameters<typeof loadContent>[0]): {
  stopped: boolean;
  lines: string[];
} {
  const root = `${path.dirname(options.contentDir)}/`;
  const named = (found: string[]) => found.map((line) => line.replaceAll(root, ""));
  let loaded: LoadedContent;
  try {
    loaded = loadContent(options);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const problems = error.problems.filter((p) => p.file.endsWith(FILE));
    return { stopped: true, lines: named(problems.map((p) => `${p.tr} | ${p.problem}`)) };
  }
  return {
    stopped: false,
    lines: named([
      ...loaded.warnings.filter((p) => p.file.endsWith(FILE)).map((p) => `${p.tr} | ${p.problem}`),
      ...articleWarnings(loaded)
        .filter((w) => w.file.endsWith(FILE))
        .map(({ finding }) => `${finding.message} | ${finding.detail}`),
      ...unpublishedLinkFindings(loaded, loaded.held)
        .filter((w) => w.file?.endsWith(FILE))
        .map(({ finding }) => `${finding.message} | ${finding.detail}`),
    ]),
  };
}

/** What the desk shows the editor who has FILE open and saves it, as the browser computes it. */
function desk(options: Parameters<typeof loadContent>[0]) {
  const root = path.dirname(options.contentDir);
  const log = new ProblemLog();
  const read = readContent({ ...options, unpublished: "show" }, log);
  setDesk(
    deskData(read, log, { avatars: new Map(), covers: new Map() }, (file) =>
      path.relative(root, path.resolve(file)),
    ),
  );
  const text = readFileSync(path.join(root, FILE), "utf8");
  const { data, body } = parseContentFile(text, "markdown");
  const form = { ...data, body, [SOURCE]: text };
  const fields: Record<string, unknown> = {
    collection: "articles",
    path: FILE,
    newRecord: false,
    data: { toJS: () => form },
  };
  // Decap's entry is an Immutable map; the checks read it through `get` only.
  const entry = { get: (key: string) => fields[key] } as unknown as DeskEntry;
  const findings = entryFindings(entry, NOW);
  const line = (f: (typeof findings)[number]) => `${f.message} | ${f.detail}`;
  return {
    rules: [...new Set(findings.map((f) => f.rule))],
    lines: findings.map(line),
    errors: findings.filter((f) => f.severity === "error").map(line),
  };
}

describe("the desk's checks and content:check", () => {
  it("have a case for every rule of the module", () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(ARTICLE_RULES).sort());
  });

  it.each(Object.entries(CASES))(
    "%s: the desk refuses the entry with the message content:check gives the file",
    (rule, files) => {
      const fixture = fixtureFor(files);
      try {
        const options = { ...fixture.options, now: NOW };
        const atDesk = desk(options);
        expect(atDesk.rules).toContain(rule);
        const reported = contentCheck(options);
        expect(reported.lines.length).toBeGreaterThan(0);
        // The desk words each finding in Turkish for its field, as content:check does for the
        // file (with the same English for developers). content:check stops at errors; the desk
        // shows the warnings beside them at once.
        const shown = reported.stopped ? atDesk.errors : atDesk.lines;
        expect(shown.sort()).toEqual(reported.lines.sort());
      } finally {
        fixture.cleanup();
      }
    },
  );
});
