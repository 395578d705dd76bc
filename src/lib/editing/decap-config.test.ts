import type { CmsCollection, CmsField } from "decap-cms-core";
import { describe, expect, it } from "vitest";
import { articleFrontMatterSchema, authorSchema } from "@/lib/content/schemas";
import { deskConfig } from "./decap-config";
import { FIELD_ORDER } from "./fields";

const local = deskConfig({ kind: "local", apiUrl: "http://localhost:4330/api/v1" });
const collection = (name: string) =>
  local.collections.find((c) => c.name === name) as CmsCollection;
const field = (c: CmsCollection, name: string) =>
  (c.fields ?? []).find((f) => f.name === name) as CmsField & { pattern?: [string, string] };
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
    expect(articleFields.filter((n) => n !== "body")).toEqual([...FIELD_ORDER.articles]);
    expect(new Set(articleFields)).toEqual(
      new Set([...Object.keys(articleFrontMatterSchema.shape), "body"]),
    );
    expect((collection("authors").fields ?? []).map((f) => f.name)).toEqual(
      Object.keys(authorSchema.shape),
    );
  });

  it("applies the schema's limits: what the form accepts, the build accepts", () => {
    const articles = collection("articles");
    const description = field(articles, "description");
    expect(accepts(description, "a".repeat(49))).toBe(false);
    expect(accepts(description, "a".repeat(50))).toBe(true);
    expect(accepts(description, "a".repeat(301))).toBe(false);
    const title = field(articles, "title");
    expect(accepts(title, "12345")).toBe(false);
    expect(accepts(title, "Işık")).toBe(false);
    expect(accepts(title, "Işıltı")).toBe(true);
    const slug = field(articles, "slug");
    expect(accepts(slug, "gunes-kremi")).toBe(true);
    expect(accepts(slug, "güneş-kremi")).toBe(false);
  });

  it("chooses authors from the author files and saves covers where the build reads them", () => {
    const articles = collection("articles");
    expect(field(articles, "author")).toMatchObject({
      widget: "relation",
      collection: "authors",
      value_field: "slug",
    });
    expect(articles).toMatchObject({ media_folder: "images", public_folder: "./images" });
    expect(field(articles, "entities").widget).toBe("isilti-entities");
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
