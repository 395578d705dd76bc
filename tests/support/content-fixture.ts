import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import type { ContentQueries } from "@/lib/content/content-queries";
import {
  type ContentOptions,
  type LoadedContent,
  loadContent,
} from "@/lib/content/loading/load-content";
import { ContentError } from "@/lib/content/loading/problems";
import { withImages } from "@/lib/content/model/with-images";
import { createQueries } from "@/lib/content/queries/create-queries";
import type { ContentModel, LoadedModel } from "@/lib/content/types";

const FIXTURE = path.resolve(__dirname, "../fixtures");

export interface Fixture {
  root: string;
  options: ContentOptions;
  cleanup: () => void;
}

/**
 * A copy of tests/fixtures (a small valid site named "fixture") in a temporary folder,
 * with `edits` applied: file path inside content/ → new text, or null to delete it.
 * `asSite: "isilti"` renames the fixture's site so that the project's own public/ (its
 * logo) belongs to it: for scripts that read the project's public/ folder.
 */
/** Fixtures not yet cleaned up: removed after the test file, whatever a test forgot. */
const live = new Set<string>();
afterAll(() => {
  for (const root of live) rmSync(root, { recursive: true, force: true });
  live.clear();
});

export function makeFixture(
  edits: Record<string, string | null> = {},
  { asSite }: { asSite?: string } = {},
): Fixture {
  const root = mkdtempSync(path.join(tmpdir(), "isilti-content-"));
  live.add(root);
  cpSync(FIXTURE, root, { recursive: true });
  const contentDir = path.join(root, "content");
  const siteName = asSite ?? "fixture";
  if (asSite) {
    const settings = path.join(contentDir, "site", "fixture.yaml");
    writeFileSync(
      path.join(contentDir, "site", `${asSite}.yaml`),
      readFileSync(settings, "utf8").replace("name: fixture", `name: ${asSite}`),
    );
    rmSync(settings);
  }
  for (const [file, text] of Object.entries(edits)) {
    const target = path.join(contentDir, file);
    if (text === null) rmSync(target, { force: true });
    else {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
  }
  return {
    root,
    options: {
      contentDir,
      siteName,
      publicDir: asSite ? path.resolve("public") : path.join(root, "public"),
    },
    cleanup: () => {
      rmSync(root, { recursive: true, force: true });
      live.delete(root);
    },
  };
}

/** The fixture with `edits`, loaded as a build at `now` would load it (removed after the file). */
export function loadFixture(edits: Record<string, string | null> = {}, now?: Date): LoadedContent {
  return loadContent({ ...makeFixture(edits).options, now });
}

/**
 * The content queries pages use, over the fixture with `edits` loaded with `options` (a build's
 * date, whether unpublished articles show), images replaced by one placeholder drawing.
 */
export function fixtureQueries(
  edits: Record<string, string | null> = {},
  options: Pick<ContentOptions, "now" | "unpublished"> = {},
): { loaded: LoadedContent; queries: ContentQueries } {
  const loaded = loadContent({ ...makeFixture(edits).options, ...options });
  const queries = createQueries(
    withPlaceholderImages(loaded.model),
    (slug) => loaded.bodies.get(slug) ?? "",
  );
  return { loaded, queries };
}

/** The problems a load of the fixture with `edits` reports, as `file: field: problem` lines. */
export function fixtureProblems(edits: Record<string, string | null>, now?: Date): string[] {
  try {
    loadFixture(edits, now);
  } catch (error) {
    if (error instanceof ContentError) return error.message.split("\n").slice(1);
    throw error;
  }
  throw new Error("expected the content to be rejected");
}

/** An article file from front matter fields and a body. */
export function articleFile(fields: Record<string, unknown>, body = "Gövde metni."): string {
  const yaml = Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n");
  return `---\n${yaml}\n---\n${body}\n`;
}

export const VALID_ARTICLE = {
  title: "Geçerli Bir Deneme Yazısı",
  slug: "gecerli-yazi",
  description: "Bu yazı testler için vardır; açıklaması elli karakterden uzundur ve geçerlidir.",
  author: "ayse-deneme",
  date: "2025-01-01",
  entities: [{ category: "cilt", subcategories: [{ subcategory: "nem", subsubcategories: [] }] }],
};

/**
 * The model pages read, from a loaded one, for tests that do not look at images: one
 * placeholder drawing serves every cover and avatar.
 */
export function withPlaceholderImages(model: LoadedModel): ContentModel {
  const drawing = { kind: "vector", alt: "", width: 1200, height: 750, src: "/img/x.svg" } as const;
  return withImages(model, {
    covers: new Map(model.articles.map((a) => [a.slug, drawing])),
    avatars: new Map(model.authors.map((a) => [a.slug, drawing])),
  });
}
