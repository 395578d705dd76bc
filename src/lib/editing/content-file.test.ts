import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseContentFile, writeContentFile } from "./content-file";
import { FIELD_ORDER } from "./fields";

const CONTENT = path.resolve(__dirname, "../../../content");
const files = (folder: string) =>
  readdirSync(path.join(CONTENT, folder))
    .filter((f) => /\.(md|yaml)$/.test(f))
    .map((f) => ({
      name: `${folder}/${f}`,
      text: readFileSync(path.join(CONTENT, folder, f), "utf8"),
    }));

const article = { kind: "markdown", order: FIELD_ORDER.articles } as const;
/** Open and save without a change, as the desk does: parse, then write the same data back. */
const resave = (text: string, options: Parameters<typeof writeContentFile>[3]) => {
  const { data, body } = parseContentFile(text, options.kind);
  return writeContentFile(text, structuredClone(data), body, options);
};
const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  const b = after.split("\n");
  return b.flatMap((line, i) => (line === a[i] ? [] : [`${i + 1}: ${line}`]));
};

describe("round trip: open and save leaves every bundled file byte-identical", () => {
  const articles = files("articles");
  it("covers every bundled article", () => expect(articles.length).toBeGreaterThanOrEqual(90));
  it.each(articles)("$name", ({ text }) => expect(resave(text, article)).toBe(text));
  it.each(files("authors"))("$name", ({ text }) =>
    expect(resave(text, { kind: "yaml", order: FIELD_ORDER.authors })).toBe(text),
  );
  it.each(files("pages"))("$name", ({ text }) =>
    expect(resave(text, { kind: "markdown", order: FIELD_ORDER.pages })).toBe(text),
  );
});

describe("a new file is written in the house format", () => {
  it.each(files("articles").slice(0, 20))(
    "$name, written anew, is the file as it is",
    ({ text }) => {
      const { data, body } = parseContentFile(text, "markdown");
      expect(writeContentFile(null, data, body, article)).toBe(text);
    },
  );

  it("leaves out fields the form left empty", () => {
    const text = writeContentFile(
      null,
      {
        title: "Yeni Yazı",
        slug: "yeni-yazi",
        updated: "",
        draft: false,
        cover: { src: "", alt: "" },
      },
      "Gövde.",
      article,
    );
    expect(text).toBe('---\ntitle: "Yeni Yazı"\nslug: yeni-yazi\n---\nGövde.\n');
  });
});

describe("a change rewrites only what changed", () => {
  const [first] = files("articles");
  const original = first?.text ?? "";
  const { data, body } = parseContentFile(original, "markdown");

  it("a new title is a one-line change", () => {
    const after = writeContentFile(original, { ...data, title: "Yepyeni: Başlık" }, body, article);
    expect(changedLines(original, after)).toEqual(['2: title: "Yepyeni: Başlık"']);
  });

  it("a cover and a draft line go where the form has them; clearing them takes the lines away", () => {
    const cover = { src: "./images/yeni.jpg", alt: "Lavabonun kenarında duran kremler" };
    const after = writeContentFile(original, { ...data, draft: true, cover }, body, article);
    const lines = after.split("\n");
    const at = lines.indexOf("draft: true");
    // After the dates (and the review, where there is one), as the form orders them.
    expect(lines.findIndex((l) => l.startsWith("date: "))).toBeLessThan(at);
    expect(lines[at - 1]).toMatch(/^(date|updated): |^ {2}reviewer: /);
    expect(lines.slice(at + 1, at + 4)).toEqual([
      "cover:",
      "  src: ./images/yeni.jpg",
      '  alt: "Lavabonun kenarında duran kremler"',
    ]);
    expect(lines[at + 4]).toBe("entities:");
    const back = parseContentFile(after, "markdown");
    expect(
      writeContentFile(after, { ...back.data, draft: false, cover: {} }, back.body, article),
    ).toBe(original);
  });

  it("a changed body keeps the front matter as it was", () => {
    const after = writeContentFile(original, data, `${body}\nYeni paragraf.\n`, article);
    expect(after.startsWith(original.slice(0, original.indexOf("\n---\n") + 5))).toBe(true);
    expect(after.endsWith("\nYeni paragraf.\n")).toBe(true);
  });

  it("keeps an author's folded description folded when it changes", () => {
    const author = files("authors").find((f) => f.text.includes("description: >-"));
    const text = author?.text ?? "";
    const parsed = parseContentFile(text, "yaml").data;
    const after = writeContentFile(
      text,
      { ...parsed, description: `${parsed.description} Yeni cümle.` },
      "",
      { kind: "yaml", order: FIELD_ORDER.authors },
    );
    expect(after).toMatch(/description: >-\n {2}\S/);
    expect(parseContentFile(after, "yaml").data.description).toBe(
      `${parsed.description} Yeni cümle.`,
    );
    expect(after.split("\n")[0]).toBe(text.split("\n")[0]);
  });
});
