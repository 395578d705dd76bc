import type { CmsCollection, CmsField } from "decap-cms-core";
import { describe, expect, it } from "vitest";
import { articleFrontMatterSchema, authorSchema } from "@/lib/content/loading/schemas";
import { deskConfig } from "./decap-config";
import { STATUS } from "./entry-file";
import { FIELD_ORDER } from "./fields";
import { FIELD_LABELS } from "./texts";

const local = deskConfig({ kind: "local", apiUrl: "http://localhost:4330/api/v1" });
const collection = (name: string) =>
  local.collections.find((c) => c.name === name) as CmsCollection;
/** A field with the desk's own options (src/lib/editing/desk-fields.ts). */
type Field = CmsField & {
  pattern?: [string, string];
  counter?: [number, number];
  [option: string]: unknown;
};
const field = (c: CmsCollection, name: string) =>
  (c.fields ?? []).find((f) => f.name === name) as Field;
const accepts = (f: { pattern?: [string, string] }, value: string) =>
  new RegExp(f.pattern?.[0] ?? "").test(value);

describe("deskConfig", () => {
  it("has the five collections, in Turkish", () => {
    expect(local.collections.map((c) => [c.name, c.label])).toEqual([
      ["articles", "Makaleler"],
      ["authors", "Yazarlar"],
      ["reviewers", "Hekimler"],
      ["categories", "Kategoriler"],
      ["pages", "Sabit sayfalar"],
    ]);
    expect(local.locale).toBe("tr");
  });

  it("has a form field for every field the article and author schemas know, in the files' order", () => {
    const articleFields = (collection("articles").fields ?? []).map((f) => f.name);
    // The status line above the form is the desk's: never written to a file.
    expect(articleFields[0]).toBe(STATUS);
    expect(articleFields.filter((n) => n !== "body" && n !== STATUS)).toEqual([
      ...FIELD_ORDER.articles,
    ]);
    expect(new Set(articleFields.filter((n) => n !== STATUS))).toEqual(
      new Set([...Object.keys(articleFrontMatterSchema.shape), "body"]),
    );
    expect((collection("authors").fields ?? []).map((f) => f.name)).toEqual(
      Object.keys(authorSchema.shape),
    );
  });

  it("names each field as content:check names it for editors", () => {
    for (const name of ["articles", "authors", "reviewers"] as const) {
      const labels: Record<string, string> = FIELD_LABELS[name];
      for (const f of collection(name).fields ?? [])
        if (f.name !== STATUS) expect(f.label, `${name}.${f.name}`).toBe(labels[f.name]);
    }
  });

  it("counts characters against the schema's limits: what the counter asks for, the build takes", () => {
    const articles = collection("articles");
    expect(field(articles, "title").counter).toEqual([5, 120]);
    expect(field(articles, "description").counter).toEqual([
      articleFrontMatterSchema.shape.description.minLength,
      articleFrontMatterSchema.shape.description.maxLength,
    ]);
    const cover = field(articles, "cover") as unknown as { fields: Field[] };
    const alt = cover.fields.find((f) => f.name === "alt");
    expect(alt).toMatchObject({
      counter: [3, 200],
      rules_field: "cover.alt",
      required_with: "src",
    });
    // The category tree is no entry of the rules: its form keeps the patterns.
    const tree = collection("categories").files?.[0] as unknown as { fields: Field[] };
    const slug = (tree.fields[0] as unknown as { fields: Field[] }).fields[0] as Field;
    expect(accepts(slug, "gunes-kremi")).toBe(true);
    expect(accepts(slug, "güneş-kremi")).toBe(false);
  });

  it("chooses authors from the author files and keeps each article's images in a folder of its own", () => {
    const articles = collection("articles");
    expect(field(articles, "author")).toMatchObject({
      widget: "relation",
      collection: "authors",
      value_field: "slug",
    });
    expect(articles).toMatchObject({
      media_folder: "/content/articles/images/{{fields.slug}}",
      public_folder: "images/{{fields.slug}}",
    });
    expect(field(articles, "entities").widget).toBe("isilti-entities");
    expect(field(articles, "slug")).toMatchObject({ widget: "isilti-slug", suggest_from: "title" });
    expect(field(articles, "date").widget).toBe("isilti-date");
  });

  it("works locally through the edit server, in production through GitHub with the editorial workflow", () => {
    expect(local.backend).toMatchObject({
      name: "proxy",
      proxy_url: "http://localhost:4330/api/v1",
    });
    expect(local.publish_mode).toBeUndefined();
    const github = deskConfig({
      kind: "github",
      repo: "isilti/site",
      oauthBaseUrl: "https://oauth.isilti.com.tr",
    });
    expect(github.backend).toMatchObject({
      name: "github",
      repo: "isilti/site",
      branch: "main",
      base_url: "https://oauth.isilti.com.tr",
    });
    expect(github.publish_mode).toBe("editorial_workflow");
    expect(() => deskConfig({ kind: "github", repo: "isilti/site" })).toThrow(/oauthBaseUrl/);
  });
});
