import path from "node:path";
import { describe, expect, it } from "vitest";
import { readContent } from "@/lib/content/loading/load-content";
import { ProblemLog } from "@/lib/content/loading/problems";
import type { ImageRef } from "@/lib/content/types";
import { articleFile, makeFixture, VALID_ARTICLE } from "../../../tests/support/content-fixture";
import { deskData, entryLink } from "./desk-data";

const cover = (src: string): ImageRef => ({ kind: "vector", src, alt: "", width: 1, height: 1 });

/** editor-data.json for the test site with `edits`, as the edit server answers it. */
function desk(edits: Record<string, string>) {
  const fixture = makeFixture(edits);
  const root = path.dirname(fixture.options.contentDir);
  const log = new ProblemLog();
  const read = readContent({ ...fixture.options, unpublished: "show" }, log);
  const data = deskData(
    read,
    log,
    { avatars: new Map(), covers: new Map([["ikinci-yazi", cover("/img/ikinci.svg")]]) },
    (file) => path.relative(root, path.resolve(file)),
  );
  fixture.cleanup();
  return data;
}

describe("the desk's data", () => {
  it("is read whatever state content/ is in: each problem in Turkish, with the form that fixes it", () => {
    const data = desk({
      "articles/bozuk.md": articleFile({ ...VALID_ARTICLE, slug: "bozuk", author: "kimse" }),
      "articles/okunmaz.md": "---\ntitle: [bozuk\n---\nMetin\n",
    });
    expect(data.site?.name).toBe("fixture");
    expect(data.problems).toEqual([
      {
        file: "content/articles/okunmaz.md",
        link: "#/collections/articles/entries/okunmaz",
        field: "Dosya",
        message: expect.stringMatching(
          /^Dosyanın başındaki alanlar okunamıyor \(YAML yazımı bozuk\)/,
        ),
        severity: "error",
      },
      {
        file: "content/articles/bozuk.md",
        link: "#/collections/articles/entries/bozuk",
        field: "Yazar",
        message: expect.stringMatching(/^“kimse” adında bir yazar yok/),
        severity: "error",
      },
    ]);
    // What is valid is still there for the pickers and the checks.
    expect(data.authors.map((a) => a.slug)).toEqual(["ayse-deneme", "ilker-ornek"]);
    expect(data.facts.articles.map((a) => a.file)).toContain("content/articles/bozuk.md");
  });

  it("gives a built cover to the file that owns the slug, never to a second file that took it", () => {
    const data = desk({
      "articles/z-kopya.md": articleFile({ ...VALID_ARTICLE, slug: "ikinci-yazi" }),
    });
    expect(data.covers).toEqual({ "content/articles/ikinci-yazi.md": cover("/img/ikinci.svg") });
    expect(data.problems.map((p) => `${p.file}: ${p.field}`)).toContain(
      "content/articles/z-kopya.md: Adres (slug)",
    );
  });

  it("links each kind of file to its form, and none where the desk has no form", () => {
    expect(entryLink("content/authors/ayse-deneme.yaml")).toBe(
      "#/collections/authors/entries/ayse-deneme",
    );
    expect(entryLink("content/pages/terms.md")).toBe("#/collections/pages/entries/terms");
    expect(entryLink("content/categories.yaml")).toBe("#/collections/categories/entries/tree");
    expect(entryLink("content/site/isilti.yaml")).toBeNull();
  });
});
